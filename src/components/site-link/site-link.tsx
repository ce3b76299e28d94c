import type { AnchorHTMLAttributes } from "react";
import type { Lang } from "~/content/langs";
import { linkIn } from "~/site/links";
import { useLang, usePagePath } from "~/site/ui-text";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A registry path built with linkTo(); the link goes to it in the page's language. */
  to: string;
  /** Another language to link to instead: the language switcher's link. */
  inLang?: Lang;
};

/**
 * Every link to a page of the site: in the page's language (or `inLang`), and marked with
 * aria-current on the page it names. On that page a click scrolls smoothly to the top instead
 * (SPEC section 2; scripts/site-nav.ts).
 */
export function SiteLink({ to, inLang, children, ...props }: SiteLinkProps) {
  const pageLang = useLang();
  const href = linkIn(to, inLang ?? pageLang);
  const isCurrent = href === usePagePath();
  return (
    <a {...props} href={href} aria-current={isCurrent ? "page" : undefined}>
      {children}
    </a>
  );
}
