// A printable page's print buttons (components/print/): disabled in the HTML, since printing needs
// this script, and enabled here. A button for a second paper on the page (the resolution in English)
// names it, and the page is printed with that paper alone (styles.css, `.print-twin`).
import { PRINT_BUTTON_DATA } from "~/components/print/print-button";

for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${PRINT_BUTTON_DATA}]`)) {
  button.disabled = false;
  button.addEventListener("click", () => {
    const target = button.getAttribute(PRINT_BUTTON_DATA);
    if (target) {
      document.documentElement.dataset.printing = target;
      // Once printed (or the dialog cancelled), the page prints its first paper again.
      window.addEventListener("afterprint", () => delete document.documentElement.dataset.printing, {
        once: true,
      });
    }
    window.print();
  });
}
