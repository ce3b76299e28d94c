// A printable page's print button (components/print/): disabled in the HTML, since printing needs
// this script, and enabled here.
import { PRINT_BUTTON_DATA } from "~/components/print/print-button";

const button = document.querySelector<HTMLButtonElement>(`button[${PRINT_BUTTON_DATA}]`);
if (button) {
  button.disabled = false;
  button.addEventListener("click", () => window.print());
}
