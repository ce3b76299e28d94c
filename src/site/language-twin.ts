import { langInfo, langOfPath, langs, pathWithoutLang, type Lang } from "~/content/langs";
import { pageList } from "~/content/pages";
import { CARD_QUERY, cardQueryFor } from "./card-query";

/** The attribute that marks every language switcher link, for scripts/language-switch.ts. */
export const SWITCHER_DATA = "data-language-switch";

/** The registry paths that have a twin: every page but the not-found page. */
const pagePaths: ReadonlySet<string> = new Set(
  pageList.filter((page) => page.inSitemap).map((page) => page.path),
);

/** This page in another language: where a switcher link goes, and that language's code and name. */
export type LanguageTwin = { to: string; lang: Lang; code: string; name: string };

/**
 * Where the language switcher goes: this page in each other language of the list, in its order,
 * keeping the query (a contact topic) and hash. With a card's dialog open, its id stands in for the
 * title, which this page knows only in its own language. A path with no page (the not-found page)
 * has no twin: the switcher goes to the other language's home page.
 */
export function languageTwins(
  location: { pathname: string; search: string; hash: string },
  openCardId: string | undefined,
): LanguageTwin[] {
  const current = langOfPath(location.pathname);
  const path = pathWithoutLang(location.pathname);
  const params = new URLSearchParams(location.search);
  params.delete(CARD_QUERY.modal);
  params.delete(CARD_QUERY.title);
  params.delete(CARD_QUERY.card);
  if (openCardId) {
    for (const [name, value] of Object.entries(cardQueryFor(openCardId))) params.set(name, value);
  }
  const query = params.toString();
  const to = pagePaths.has(path) ? `${path}${query ? `?${query}` : ""}${location.hash}` : "/";
  return langs
    .filter((lang) => lang !== current)
    .map((lang) => ({ to, lang, code: langInfo[lang].code, name: langInfo[lang].name }));
}
