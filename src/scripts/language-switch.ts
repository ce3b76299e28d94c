import { CARD_DIALOG_DATA } from "~/site/card-query";
import { languageTwins, SWITCHER_DATA } from "~/site/language-twin";
import { linkIn } from "~/site/links";

/**
 * Points every language switcher link at this page in its language (its hreflang) with the URL's
 * query and hash, and the open card's dialog if one is open. The HTML links to the plain twin
 * page; the dialogs' script calls this again whenever a dialog opens or closes.
 */
export function updateLanguageSwitchers(): void {
  const open = document.querySelector<HTMLDialogElement>(`dialog[open][${CARD_DIALOG_DATA.id}]`);
  const twins = languageTwins(location, open?.getAttribute(CARD_DIALOG_DATA.id) ?? undefined);
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${SWITCHER_DATA}]`)) {
    const twin = twins.find((candidate) => candidate.code === link.hreflang);
    if (twin) link.setAttribute("href", linkIn(twin.to, twin.lang));
  }
}

export function initLanguageSwitch(): void {
  updateLanguageSwitchers();
  window.addEventListener("popstate", updateLanguageSwitchers);
  window.addEventListener("hashchange", updateLanguageSwitchers);
}
