import { langInfo, langOfPath, langs, pathWithoutLang, type Lang } from "~/content/langs";
import { CARD_QUERY } from "./card-query";

/**
 * Where the language switcher goes: this page in the other language, keeping the query (a contact
 * topic) and hash. With a card's dialog open, its id stands in for the title, which this page
 * knows only in its own language.
 */
export function languageTwin(
  location: { pathname: string; search: string; hash: string },
  openCardId: string | undefined,
): { to: string; lang: Lang; code: string; name: string } {
  const current = langOfPath(location.pathname);
  const lang: Lang = langs.find((candidate) => candidate !== current) ?? "en";
  const params = new URLSearchParams(location.search);
  params.delete(CARD_QUERY.modal);
  params.delete(CARD_QUERY.title);
  params.delete(CARD_QUERY.card);
  if (openCardId) {
    params.set(CARD_QUERY.modal, CARD_QUERY.modalValue);
    params.set(CARD_QUERY.card, openCardId);
  }
  const query = params.toString();
  return {
    to: `${pathWithoutLang(location.pathname)}${query ? `?${query}` : ""}${location.hash}`,
    lang,
    code: langInfo[lang].code,
    name: langInfo[lang].name,
  };
}
