import type { ReactNode } from "react";
import type { UiText } from "~/content/ui";
import type { NavGroup, NavItem } from "~/site/navigation";
import { UiTextProvider } from "~/site/ui-text";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SplashScreen } from "./splash-screen";

type SiteFrameProps = {
  /** The interface's words in the page's language. */
  text: UiText;
  nav: { main: readonly NavItem[]; footer: readonly NavGroup[] };
  children: ReactNode;
};

/** What every page has around it, in one language: skip link, header, main, footer and splash. */
export function SiteFrame({ text, nav, children }: SiteFrameProps) {
  return (
    <UiTextProvider text={text}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {text.skipLink}
        </a>
        <SiteHeader links={nav.main} />
        {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter groups={nav.footer} />
      </div>
      <SplashScreen />
    </UiTextProvider>
  );
}
