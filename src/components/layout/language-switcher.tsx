import { SiteLink } from "~/components/site-link/site-link";
import { cn } from "~/lib/cn";
import { languageTwins, SWITCHER_DATA } from "~/site/language-twin";
import { usePagePath } from "~/site/ui-text";

/** The switcher as a small outlined button, where it stands apart from other links. */
export const boxedSwitcherClass =
  "inline-flex min-h-10 items-center border border-slate-300 px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100";

/**
 * A real link to this page in each other language, named in that language ("Filipino", "English").
 * The HTML links to the other page as it is; scripts/language-switch.ts adds the query, the hash
 * and an open card's dialog once the page runs scripts.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  return languageTwins({ pathname: usePagePath(), search: "", hash: "" }, undefined).map((twin) => (
    <SiteLink
      key={twin.lang}
      to={twin.to}
      inLang={twin.lang}
      lang={twin.code}
      hrefLang={twin.code}
      className={cn("rounded-md", className)}
      {...{ [SWITCHER_DATA]: "" }}
    >
      {twin.name}
    </SiteLink>
  ));
}
