import { CARD_DIALOG_DATA } from "~/site/card-query";
import { languageTwin, SWITCHER_DATA } from "~/site/language-twin";
import { linkIn } from "~/site/links";

/**
 * Points every language switcher at this page in the other language with the URL's query and
 * hash, and the open card's dialog if one is open. The HTML links to the plain twin page; the
 * dialogs' script calls this again whenever a dialog opens or closes.
 */
export function updateLanguageSwitchers(): void {
  const open = document.querySelector<HTMLDialogElement>(`dialog[open][${CARD_DIALOG_DATA.id}]`);
  const twin = languageTwin(location, open?.getAttribute(CARD_DIALOG_DATA.id) ?? undefined);
  const href = linkIn(twin.to, twin.lang);
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${SWITCHER_DATA}]`)) {
    link.setAttribute("href", href);
  }
}

export function initLanguageSwitch(): void {
  updateLanguageSwitchers();
  window.addEventListener("popstate", updateLanguageSwitchers);
  window.addEventListener("hashchange", updateLanguageSwitchers);
}
