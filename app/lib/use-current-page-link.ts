import type { MouseEvent } from "react";
import { useLocation } from "react-router";

/** Whether a click should be left to the browser (new tab, new window, download, not the main button). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Scrolls the window to the top: smoothly, unless the visitor asked for reduced motion. */
export function scrollToTop(): void {
  const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: isReduced ? "auto" : "smooth" });
}

/**
 * Returns a click handler for site links. A link to the page already open does not navigate (which
 * would jump instantly) but scrolls smoothly back to the top, as SPEC section 2 asks.
 */
export function useCurrentPageLink(): (event: MouseEvent<HTMLAnchorElement>, to: string) => void {
  const { pathname } = useLocation();
  return (event, to) => {
    if (to !== pathname || isModifiedClick(event)) return;
    event.preventDefault();
    scrollToTop();
  };
}
