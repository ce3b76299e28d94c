import { langInfo, langOfPath, langs, pathWithoutLang, type Lang } from "~/content/langs";
import { pageList } from "~/content/pages";
import { CARD_QUERY, cardQueryFor } from "./card-query";

/** The attribute that marks every language switcher link, for scripts/language-switch.ts. */
export const SWITCHER_DATA = "data-language-switch";

/** The registry paths that have a twin: every page but the not-found page. */
const pagePaths: ReadonlySet<string> = new Set(
  pageList.filter((page) => page.inSitemap).map((page) => page.path),
);

/**
 * Where the language switcher goes: this page in the other language, keeping the query (a contact
 * topic) and hash. With a card's dialog open, its id stands in for the title, which this page
 * knows only in its own language. A path with no page (the not-found page) has no twin: the
 * switcher goes to the other language's home page.
 */
export function languageTwin(
  location: { pathname: string; search: string; hash: string },
  openCardId: string | undefined,
): { to: string; lang: Lang; code: string; name: string } {
  const current = langOfPath(location.pathname);
  const lang: Lang = langs.find((candidate) => candidate !== current) ?? "en";
  const twin = { lang, code: langInfo[lang].code, name: langInfo[lang].name };
  const path = pathWithoutLang(location.pathname);
  if (!pagePaths.has(path)) return { to: "/", ...twin };
  const params = new URLSearchParams(location.search);
  params.delete(CARD_QUERY.modal);
  params.delete(CARD_QUERY.title);
  params.delete(CARD_QUERY.card);
  if (openCardId) {
    for (const [name, value] of Object.entries(cardQueryFor(openCardId))) params.set(name, value);
  }
  const query = params.toString();
  return { to: `${path}${query ? `?${query}` : ""}${location.hash}`, ...twin };
}
