/**
 * A tap that lands before the page's scripts have run is not lost.
 *
 * Pages are painted from their HTML and hydrated once their scripts arrive, which on a slow phone
 * connection can be a second or two later. Links and the contact form work without script, but a
 * button that opens the menu or a dialog (type="button") does nothing until then. The inline
 * script below, in <head>, remembers the last such button pressed before React starts listening
 * (entry.client.tsx calls stopRecordingEarlyClicks just before hydrating), and markHydrated presses
 * it again once the page has hydrated. A press after that point is React's own to handle: it
 * replays events that arrive while it hydrates.
 */

/** Where the inline script leaves the button, on window; null once React listens. */
const EARLY_CLICK_KEY = "__briskEarlyClick";

/** Set on <html> once the page has hydrated; the browser tests wait for it (e2e/helpers.ts). */
const HYDRATED_ATTRIBUTE = "data-hydrated";

export const earlyClickScript = `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest('button[type="button"]');if(b&&window.${EARLY_CLICK_KEY}!==null)window.${EARLY_CLICK_KEY}=b},true)`;

type Slot = Record<typeof EARLY_CLICK_KEY, Element | null | undefined>;

let pending: Element | null | undefined;

/** Takes the button pressed so far and stops the inline script from recording more. */
export function stopRecordingEarlyClicks(): void {
  const slot = window as unknown as Slot;
  pending = slot[EARLY_CLICK_KEY];
  slot[EARLY_CLICK_KEY] = null;
}

/** Marks the page hydrated and presses the button pressed before, if it is still there. */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  const button = pending;
  pending = undefined;
  if (button instanceof HTMLElement && button.isConnected) button.click();
}
