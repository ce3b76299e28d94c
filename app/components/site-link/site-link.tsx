import type { MouseEvent } from "react";
import { NavLink, useLocation, type NavLinkProps } from "react-router";
import type { Lang } from "~/content/langs";
import { linkIn, needsDocumentLoad } from "~/site/links";
import { useLang } from "~/site/ui-text";

type SiteLinkProps = Omit<NavLinkProps, "to" | "reloadDocument"> & {
  /** A registry path built with linkTo(); the link goes to it in the page's language. */
  to: string;
  /** Another language to link to instead: the language switcher's link. */
  inLang?: Lang;
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
 * (SPEC section 2). It links in the page's language, or in `inLang` when given.
 */
export function SiteLink({ to, inLang, onClick, ...props }: SiteLinkProps) {
  const { pathname } = useLocation();
  const pageLang = useLang();
  const href = linkIn(to, inLang ?? pageLang);
  return (
    <NavLink
      // Every page is its own: a link is the current page's only on that page, not on the pages
      // "under" it (without this, the Filipino home /fil would be current on every /fil/... page).
      end
      {...props}
      to={href}
      reloadDocument={needsDocumentLoad(href)}
      onClick={(event) => {
        onClick?.(event);
        if (href !== pathname || isModifiedClick(event)) return;
        event.preventDefault();
        scrollToTop();
      }}
    />
  );
}
