import { SiteLink } from "~/components/site-link/site-link";
import { siteConfig } from "~/config/site";
import { linkTo } from "~/site/links";
import type { NavItem } from "~/site/navigation";
import { useUiText } from "~/site/ui-text";
import { LanguageChooser } from "./language-switcher";
import { LogoMark } from "./logo";
import { PopoverButton } from "~/components/ui/popover-button";
import { SEARCH_BUTTON_ID } from "~/site/search-index";

/** The id of the list of links that folds into the menu on small screens. */
const SITE_NAV_ID = "site-nav";

/**
 * Sticky site header: logo, the main links, and a menu button that folds them on small screens.
 * The folded list is a popover, which the button opens and Escape or a click elsewhere closes,
 * with no script; on wide screens it is a plain row of links (styles.css).
 */
export function SiteHeader({ links }: { links: readonly NavItem[] }) {
  const ui = useUiText();
  const text = ui.header;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 print:hidden">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <SiteLink
          to={linkTo("home")}
          aria-label={text.homeLabel}
          className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-slate-900"
        >
          <LogoMark className="size-8" />
          {/* Below 360 px the mark alone, so that the menu and a long language name fit (its name is the link's label). */}
          <span className="max-[22.5rem]:hidden">{siteConfig.name}</span>
        </SiteLink>

        <PopoverButton
          target={SITE_NAV_ID}
          className="group ml-auto inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:hidden"
        >
          <MenuIcon />
          {text.menu}
        </PopoverButton>

        <nav aria-label={text.navLabel} className="md:ml-auto">
          <ul
            id={SITE_NAV_ID}
            popover="auto"
            className="site-nav flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg md:flex-row md:border-0 md:bg-transparent md:p-0 md:shadow-none"
          >
            {links.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  className="block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 md:text-sm"
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The search: its script shows it and loads the search on first use (scripts/search-button.ts);
         * without script it cannot work, so it stays hidden, its room kept so the header does not move.
         * Its magnifying glass is drawn by styles.css. */}
        <button
          type="button"
          id={SEARCH_BUTTON_ID}
          aria-haspopup="dialog"
          data-failed={ui.search.failed}
          data-close={ui.dialogClose}
          className="search-button invisible"
        >
          <span className="sr-only">{ui.search.button}</span>
        </button>
        {/* Beside the spec's five links, not among them. */}
        <LanguageChooser />
      </div>
    </header>
  );
}

/** Three bars, or a cross while the menu is open (aria-expanded, kept by scripts/site-nav.ts). */
function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
      <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
