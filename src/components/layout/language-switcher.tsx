import { SiteLink } from "~/components/site-link/site-link";
import { languageTwins, SWITCHER_DATA } from "~/site/language-twin";
import { PopoverButton } from "~/components/ui/popover-button";
import { useLangName, usePagePath, useUiText } from "~/site/ui-text";

/** The id of the header's list of the other languages, a popover. */
const LANGUAGE_MENU_ID = "language-menu";

/**
 * A real link to this page in each other language, named in that language ("Filipino", "English").
 * The HTML links to the other page as it is; scripts/language-switch.ts adds the query, the hash
 * and an open card's dialog once the page runs scripts.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  // One group, spaced, however many other languages there are (the footer spreads its row's items).
  return (
    <span className="language-links">
      <LanguageLinks className={className} />
    </span>
  );
}

/** The links alone, for a row that holds more: a dialog's last row (`DialogEnd`) beside its Close. */
export function LanguageLinks({
  className,
  inListItems = false,
}: {
  className?: string;
  inListItems?: boolean;
}) {
  return languageTwins({ pathname: usePagePath(), search: "", hash: "" }, undefined).map((twin) => {
    const link = (
      <SiteLink
        key={twin.lang}
        to={twin.to}
        inLang={twin.lang}
        lang={twin.code}
        hrefLang={twin.code}
        className={className}
        {...{ [SWITCHER_DATA]: "" }}
      >
        {twin.name}
      </SiteLink>
    );
    return inListItems ? <li key={twin.lang}>{link}</li> : link;
  });
}

/**
 * The header's switcher: a button named for the page's language that opens the list of the others
 * (a popover, as the menu is: no script needed to open or close it). One button whatever the
 * number of languages, so the header fits a 320 px screen with three or more.
 */
export function LanguageChooser() {
  const { language } = useUiText().header;
  return (
    <>
      <PopoverButton
        target={LANGUAGE_MENU_ID}
        className="inline-flex min-h-10 items-center gap-1 rounded-md border border-slate-300 px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <GlobeIcon />
        <span className="sr-only">{`${language}: `}</span>
        {useLangName()}
      </PopoverButton>
      <ul
        id={LANGUAGE_MENU_ID}
        popover="auto"
        className="language-menu flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <LanguageLinks
          inListItems
          className="block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        />
      </ul>
    </>
  );
}

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}
