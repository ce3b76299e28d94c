import { langInfo, langs, pathIn, type Lang } from "~/content/langs";
import type { PageWithText } from "~/content/pages";
import * as namesEn from "~/content/page-names";
import * as namesFil from "~/content/page-names.fil";
import { ui as uiEn, type UiText } from "~/content/ui";
import { ui as uiFil } from "~/content/ui.fil";
import { siteNav } from "~/site/navigation";
import type { SiteContext } from "~/site/ui-text";

/** The interface's words of each language: menu, footer, dialogs, store buttons. */
export const interfaceWords: Record<Lang, UiText> = { en: uiEn, fil: uiFil };

const names = { en: namesEn, fil: namesFil };

/** The header's links and the footer's groups in a language. */
export function navIn(lang: Lang) {
  return siteNav(names[lang].pageNames, names[lang].footerGroupNames);
}

/** The page names of a language: each page's h1 and title, and its header and footer links. */
export function pageNamesIn(lang: Lang) {
  return names[lang].pageNames;
}

/**
 * getStaticPaths for a page module in src/pages/[...lang]/: the page once per language, English at
 * the root (no `lang` segment) and every other language under its prefix (/fil/...), as Astro's
 * i18n routing (astro.config.ts) expects them.
 */
export function languagePaths() {
  return langs.map((lang) => ({ params: { lang: langInfo[lang].prefix.slice(1) || undefined } }));
}

/** A page's language, from `Astro.currentLocale`, which Astro's i18n routing reads from the URL. */
export function localeOf(locale: string | undefined): Lang {
  const lang = langs.find((known) => known === locale);
  if (!lang) throw new Error(`"${locale}" is no language of the site (src/content/langs.ts)`);
  return lang;
}

/** What the components of a page may know of it: its language, its own path and interface words. */
export function siteContext(page: Pick<PageWithText, "lang" | "path">): SiteContext {
  return { lang: page.lang, path: pathIn(page.path, page.lang), ui: interfaceWords[page.lang] };
}
