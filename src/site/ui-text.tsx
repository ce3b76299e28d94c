import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { langInfo, type Lang } from "~/content/langs";
import type { UiText } from "~/content/ui";

/** What every component may know of the page it is drawn on. */
export type SiteContext = {
  lang: Lang;
  /** The page's own URL path, e.g. "/fil/plans": links to it are the current page's. */
  path: string;
  /** The interface's words in the page's language. */
  ui: UiText;
};

const Context = createContext<SiteContext | null>(null);

/**
 * Astro renders each React component it is given as a tree of its own, so a context cannot reach
 * from the layout into the page. Each top-level component that a page module renders is wrapped
 * here and takes the page's context as its `site` prop.
 */
export function withSite<P extends object>(Component: ComponentType<P>) {
  function WithSite({ site, ...props }: P & { site: SiteContext }) {
    return (
      <Context value={site}>
        <Component {...(props as P)} />
      </Context>
    );
  }
  WithSite.displayName = `WithSite(${Component.displayName ?? Component.name})`;
  return WithSite;
}

/** Provides the page's context to a tree made in a test or an island. */
export function SiteProvider({ site, children }: { site: SiteContext; children: ReactNode }) {
  return <Context value={site}>{children}</Context>;
}

function useSite(): SiteContext {
  const site = useContext(Context);
  if (!site) throw new Error("A component drawn outside withSite() or SiteProvider has no page context");
  return site;
}

/** The interface's words in the page's language. */
export function useUiText(): UiText {
  return useSite().ui;
}

/** The page's language. */
export function useLang(): Lang {
  return useSite().lang;
}

/** The page's own path, e.g. "/fil/plans". */
export function usePagePath(): string {
  return useSite().path;
}

/** The page's language as a BCP 47 code, for `lang` attributes and third parties (reCAPTCHA's `hl`). */
export function useLangCode(): string {
  return langInfo[useLang()].code;
}
