import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { Lang } from "~/content/langs";
import type { ComingSoonPlatformNames } from "~/content/types";
import type { SharedWordsOf } from "~/content/word-schemas";

/** A platform whose store button opens the coming-soon dialog (SPEC section 2). */
export type ComingSoonPlatform = keyof ComingSoonPlatformNames;

type UiWords = SharedWordsOf<"ui">;

/**
 * The interface's own words in one language (src/content/<lang>/ui.yaml, shaped by
 * content/word-schemas.ts), said in full at build by i18n/interface-words.ts: plain strings. A message that
 * takes an argument is said for each value the site has; a store button's first words are chosen by
 * its platform's availability.
 */
export type UiText = Omit<UiWords, "footer" | "stores" | "papers"> & {
  footer: Omit<UiWords["footer"], "follow"> & { follow: string };
  papers: Omit<UiWords["papers"], "hotlines"> & { hotlines: string };
  stores: Pick<UiWords["stores"], "comingSoonFor" | "gotIt"> & {
    getItOn: string;
    appGalleryKicker: string;
    comingSoonOn: string;
    comingSoonTitle: Record<ComingSoonPlatform, string>;
    comingSoonText: Record<ComingSoonPlatform, string>;
  };
};

/**
 * The page's language as an island needs it: its id, its BCP 47 code (for `Intl`) and the language
 * reCAPTCHA shows the checkbox in (langs.ts). Given whole, so that no island bundles the list of
 * languages, which grows with each one.
 */
export type PageLanguage = { lang: Lang; code: string; recaptcha: string };

/** What every component may know of the page it is drawn on. */
export type SiteContext = PageLanguage & {
  /** The page's language named in itself: "Filipino". */
  name: string;
  /** The page's own URL path, e.g. "/fil/plans": links to it are the current page's. */
  path: string;
  /** The interface's words in the page's language. */
  ui: UiText;
};

/** What an island is told of its page: its language (SiteContext's part). */
export const islandLanguageOf = ({ lang, code, recaptcha }: SiteContext): PageLanguage => ({
  lang,
  code,
  recaptcha,
});

/** The interface's words an island uses: all it is sent of them (the header's and footer's stay behind). */
export type IslandUi = Pick<UiText, "errorPrefix">;

// The page's language, and path where known, apart from the interface's words: an island's props
// are written into the page's HTML, so an island is given its language and only the words it uses.
const PageContext = createContext<(PageLanguage & { name?: string; path?: string }) | null>(null);
const UiContext = createContext<UiText | null>(null);

/**
 * Astro renders each React component it is given as a tree of its own, so a context cannot reach
 * from the layout into the page. Each top-level component that a page module renders is wrapped
 * here and takes the page's context as its `site` prop.
 */
export function withSite<P extends object>(Component: ComponentType<P>) {
  function WithSite({ site, ...props }: P & { site: SiteContext }) {
    return (
      <SiteProvider site={site}>
        <Component {...(props as P)} />
      </SiteProvider>
    );
  }
  WithSite.displayName = `WithSite(${Component.displayName ?? Component.name})`;
  return WithSite;
}

/** Provides the page's context to a tree made in a test. */
export function SiteProvider({
  site: { ui, ...page },
  children,
}: {
  site: SiteContext;
  children: ReactNode;
}) {
  return (
    <PageContext value={page}>
      <UiContext value={ui}>{children}</UiContext>
    </PageContext>
  );
}

/** Provides an island's tree with its page's language: its words come as its own props. */
export function IslandProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <PageContext value={language}>{children}</PageContext>;
}

function usePage() {
  const page = useContext(PageContext);
  if (!page)
    throw new Error("A component drawn outside withSite(), SiteProvider or IslandProvider has no page");
  return page;
}

/** The interface's words in the page's language; not in an island, which is given the words it uses. */
export function useUiText(): UiText {
  const ui = useContext(UiContext);
  if (!ui)
    throw new Error("The interface's words are not sent to an island: give it the words it uses as props");
  return ui;
}

/** The page's language. */
export function useLang(): Lang {
  return usePage().lang;
}

/** The page's own path, e.g. "/fil/plans"; not in an island. */
export function usePagePath(): string {
  const { path } = usePage();
  if (path === undefined) throw new Error("An island is not told its page's path");
  return path;
}

/** The page's language as a BCP 47 code, for `lang` attributes and `Intl`. */
export function useLangCode(): string {
  return usePage().code;
}

/** The page's language named in itself: "Filipino"; not in an island. */
export function useLangName(): string {
  const { name } = usePage();
  if (name === undefined) throw new Error("An island is not told its language's name");
  return name;
}

/** The language reCAPTCHA shows the page's checkbox in (langs.ts: the closest Google offers). */
export function useRecaptchaLang(): string {
  return usePage().recaptcha;
}
