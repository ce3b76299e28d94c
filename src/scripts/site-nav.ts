/** Scrolls the window to the top: smoothly, unless the visitor asked for reduced motion. */
function scrollToTop(): void {
  const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: isReduced ? "auto" : "smooth" });
}

/** Whether a click should be left to the browser (new tab, new window, download, not the main button). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The header's menu and the links to the page already open. The menu is a popover that opens and
 * closes without script; this keeps its button's aria-expanded true to it (and so its icon). A
 * link to the current page scrolls smoothly to the top instead of loading the page again, and
 * closes the menu (SPEC section 2).
 */
export function initSiteNav(): void {
  const menu = document.getElementById("site-nav");
  const button = document.querySelector<HTMLButtonElement>('[popovertarget="site-nav"]');
  if (menu && button) {
    const sync = () => button.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
    menu.addEventListener("toggle", sync);
    sync();
  }
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.('a[aria-current="page"]');
    if (!link || isModifiedClick(event)) return;
    const url = new URL((link as HTMLAnchorElement).href);
    if (url.pathname !== location.pathname || url.search !== location.search || url.hash) return;
    event.preventDefault();
    if (menu?.matches(":popover-open")) menu.hidePopover();
    scrollToTop();
  });
}
