import type { MouseEvent } from "react";
import { NavLink, useLocation, type NavLinkProps } from "react-router";
import { needsDocumentLoad } from "~/site/links";

type SiteLinkProps = Omit<NavLinkProps, "to" | "reloadDocument"> & {
  /** A path built with linkTo(). */
  to: string;
};

/** Whether a click should be left to the browser (new tab, new window, download, not the main button). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Scrolls the window to the top: smoothly, unless the visitor asked for reduced motion. */
function scrollToTop(): void {
  const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: isReduced ? "auto" : "smooth" });
}

/**
 * Every link to a page of the site. It decides when the link must load a new document (a page
 * whose third parties the current page's CSP does not allow), marks the current page with
 * aria-current, and on the page already open scrolls smoothly to the top instead of navigating
 * (SPEC section 2).
 */
export function SiteLink({ to, onClick, ...props }: SiteLinkProps) {
  const { pathname } = useLocation();
  return (
    <NavLink
      {...props}
      to={to}
      reloadDocument={needsDocumentLoad(to)}
      onClick={(event) => {
        onClick?.(event);
        if (to !== pathname || isModifiedClick(event)) return;
        event.preventDefault();
        scrollToTop();
      }}
    />
  );
}
