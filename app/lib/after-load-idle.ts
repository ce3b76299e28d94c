/**
 * Runs `callback` once the page has loaded and the browser is idle, for work that is decoration
 * rather than content. Where requestIdleCallback is missing (Safari), a short timeout stands in.
 * Returns a function that cancels the call if it has not run yet.
 */
export function afterLoadIdle(callback: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 200);
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
