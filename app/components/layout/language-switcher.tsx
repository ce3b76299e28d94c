import { useLocation } from "react-router";
import { SiteLink } from "~/components/site-link/site-link";
import { cn } from "~/lib/cn";
import { useIsHydrated } from "~/lib/use-is-hydrated";
import { languageTwin } from "~/site/language-twin";
import { useOpenCardId } from "~/site/open-card";

/** The switcher as a small outlined button, where it stands apart from other links. */
export const boxedSwitcherClass =
  "inline-flex min-h-10 items-center border border-slate-300 px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100";

/**
 * A real link to this page in the other language, named in that language ("Filipino", "English"),
 * with an open card's dialog opened there too.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  // The pre-rendered page was made without a query or hash, and hydration keeps the HTML's href as
  // it is: the query and hash join the link once the page has hydrated (a second render).
  const isHydrated = useIsHydrated();
  const location = isHydrated ? { pathname, search, hash } : { pathname, search: "", hash: "" };
  const twin = languageTwin(location, useOpenCardId());
  return (
    <SiteLink
      to={twin.to}
      inLang={twin.lang}
      lang={twin.code}
      hrefLang={twin.code}
      className={cn("rounded-md", className)}
    >
      {twin.name}
    </SiteLink>
  );
}
