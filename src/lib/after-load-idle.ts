/** Where requestIdleCallback is missing, how long after the load event the work waits. */
export const FALLBACK_DELAY_MS = 200;

/**
 * Runs `callback` once the page has loaded and the browser is idle, for work that is decoration
 * rather than content. Where requestIdleCallback is missing (Safari), a short timeout stands in.
 * Returns a function that cancels the call if it has not run yet.
 */
export function afterLoadIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") {
      // A busy page still gets its decoration within two seconds of loading.
      const handle = window.requestIdleCallback(callback, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, FALLBACK_DELAY_MS);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    cancelIdle();
  };
}
