/**
 * A tap that lands before the page's scripts have run is not lost.
 *
 * Pages are painted from their HTML and hydrated once their scripts arrive, which on a slow phone
 * connection can be a second or two later. Links and the contact form work without script, but a
 * button that opens the menu or a dialog (type="button") does nothing until then. The inline
 * script below, in <head>, remembers the last such button pressed before hydration, and
 * markHydrated presses it again once React is listening.
 */

/** Where the inline script leaves the button, on window. */
const EARLY_CLICK_KEY = "__briskEarlyClick";

/** Set on <html> once the page has hydrated; the inline script and the browser tests read it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export const earlyClickScript = `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest('button[type="button"]');if(b&&!document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))window.${EARLY_CLICK_KEY}=b},true)`;

/** Marks the page hydrated and presses the button that was pressed before, if it is still there. */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  const slot = window as unknown as Record<typeof EARLY_CLICK_KEY, Element | undefined>;
  const button = slot[EARLY_CLICK_KEY];
  delete slot[EARLY_CLICK_KEY];
  if (button instanceof HTMLElement && button.isConnected) button.click();
}
