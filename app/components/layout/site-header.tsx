import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "~/components/site-link/site-link";
import { siteConfig } from "~/config/site";
import { linkTo } from "~/site/links";
import type { NavItem } from "~/site/navigation";
import { useUiText } from "~/site/ui-text";
import { boxedSwitcherClass, LanguageSwitcher } from "./language-switcher";
import { LogoMark } from "./logo";

const NAV_ID = "site-nav";

/** Sticky site header: logo, the main links, and a menu button that folds them on small screens. */
export function SiteHeader({ links }: { links: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const text = useUiText().header;
  // The menu remembers the path it was opened on, so any navigation closes it without an effect.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenedOn(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <SiteLink
          to={linkTo("home")}
          aria-label={text.homeLabel}
          className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-slate-900"
          onClick={() => setMenuOpenedOn(null)}
        >
          <LogoMark className="size-8" />
          {siteConfig.name}
        </SiteLink>

        <button
          ref={menuButtonRef}
          type="button"
          className="ml-auto inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
        >
          <MenuIcon isOpen={isMenuOpen} />
          {text.menu}
        </button>

        <nav aria-label={text.navLabel} className="md:ml-auto">
          <ul
            id={NAV_ID}
            className={`${isMenuOpen ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg md:static md:flex md:flex-row md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
          >
            {links.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  className="block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 md:text-sm"
                  onClick={() => setMenuOpenedOn(null)}
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Beside the spec's five links, not among them. */}
        <LanguageSwitcher className={boxedSwitcherClass} />
      </div>
    </header>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
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
      {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
