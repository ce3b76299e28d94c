/** Scrolls the window to the top: smoothly, unless the visitor asked for reduced motion. */
function scrollToTop(): void {
  const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: isReduced ? "auto" : "smooth" });
}

/** Whether a click should be left to the browser (new tab, new window, download, not the main button). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Opening and closing the menu, by the Popover API or, where a browser lacks it, by hand. */
type Menu = { isOpen: () => boolean; close: () => void };

/**
 * The menu as a popover: the browser opens it from its button and closes it on Escape or a click
 * elsewhere, with no script; this keeps the button's aria-expanded true to it (and so its icon).
 */
function popoverMenu(menu: HTMLElement, button: HTMLButtonElement): Menu {
  const isOpen = () => menu.matches(":popover-open");
  const sync = () => button.setAttribute("aria-expanded", String(isOpen()));
  menu.addEventListener("toggle", sync);
  sync();
  return { isOpen, close: () => menu.hidePopover() };
}

/**
 * The same menu where the browser has no Popover API (Safari before 17, Chromium before 114): it
 * would show the list as if open, so styles.css hides it until `data-open` is set here.
 */
function handMadeMenu(menu: HTMLElement, button: HTMLButtonElement): Menu {
  const isOpen = () => menu.hasAttribute("data-open");
  const setOpen = (open: boolean) => {
    menu.toggleAttribute("data-open", open);
    button.setAttribute("aria-expanded", String(open));
  };
  setOpen(false);
  button.addEventListener("click", () => setOpen(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) setOpen(false);
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Node;
    if (!button.contains(target) && !menu.contains(target)) setOpen(false);
  });
  return { isOpen, close: () => setOpen(false) };
}

/**
 * The header's menu and the links to the page already open. A link to the current page scrolls
 * smoothly to the top instead of loading the page again, and closes the menu (SPEC section 2).
 */
export function initSiteNav(): void {
  // The menu and the language chooser: each a list that its button opens.
  const menus = [...document.querySelectorAll<HTMLButtonElement>("button[popovertarget]")].flatMap(
    (button) => {
      const list = document.getElementById(button.getAttribute("popovertarget") ?? "");
      if (!list) return [];
      return ["popover" in HTMLElement.prototype ? popoverMenu(list, button) : handMadeMenu(list, button)];
    },
  );
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.('a[aria-current="page"]');
    if (!link || isModifiedClick(event)) return;
    const url = new URL((link as HTMLAnchorElement).href);
    if (url.pathname !== location.pathname || url.search !== location.search || url.hash) return;
    event.preventDefault();
    for (const menu of menus) if (menu.isOpen()) menu.close();
    scrollToTop();
  });
}
