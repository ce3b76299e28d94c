import { cardButtonId } from "~/components/content-card/card-ids";
import { CARD_DIALOG_DATA, CARD_QUERY } from "~/site/card-query";
import { returnFocusTo } from "./html-fallbacks";
import { updateLanguageSwitchers } from "./language-switch";

/** Marks a history entry this script pushed for an open dialog, so closing it goes back one step. */
const PUSHED = "brisk-card-dialog";

/** A card dialog's title: its heading's words, as the card's `title` query names it. */
const titleOf = (dialog: HTMLDialogElement) => dialog.querySelector("h2")?.textContent ?? "";

function cardDialogs(): HTMLDialogElement[] {
  return [...document.querySelectorAll<HTMLDialogElement>(`dialog[${CARD_DIALOG_DATA.id}]`)];
}

/** The card dialog the URL names: ?modal=content&title={title}, or &card={id} from the other language. */
function dialogInUrl(search = location.search): HTMLDialogElement | undefined {
  const params = new URLSearchParams(search);
  if (params.get(CARD_QUERY.modal) !== CARD_QUERY.modalValue) return undefined;
  const title = params.get(CARD_QUERY.title);
  const id = params.get(CARD_QUERY.card);
  return cardDialogs().find(
    (dialog) =>
      (title !== null && titleOf(dialog) === title) ||
      (id !== null && dialog.getAttribute(CARD_DIALOG_DATA.id) === id),
  );
}

/**
 * This URL with a dialog's parameters and no fragment, or without any parameters. A card's address
 * needs no fragment, and going back to one makes browsers scroll to its element and focus it.
 */
function urlFor(dialog: HTMLDialogElement | undefined): string {
  const url = new URL(location.href);
  for (const name of [CARD_QUERY.modal, CARD_QUERY.title, CARD_QUERY.card]) url.searchParams.delete(name);
  if (dialog) {
    url.searchParams.set(CARD_QUERY.modal, CARD_QUERY.modalValue);
    url.searchParams.set(CARD_QUERY.title, titleOf(dialog));
  }
  return `${url.pathname}${url.search}${dialog ? "" : url.hash}`;
}

/**
 * Adds a dialog's URL as a new history entry. A fragment in the address (the skip link's
 * #main-content) has done its work and goes first: closing goes back to this entry, and the page
 * would jump away from the card and the keyboard lose its place.
 */
function pushUrlOf(dialog: HTMLDialogElement): void {
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
  history.pushState({ [PUSHED]: true }, "", urlFor(dialog));
}

/** Opens a card's dialog as its button does, with the URL. */
function open(dialog: HTMLDialogElement): void {
  pushUrlOf(dialog);
  show(dialog);
}

function show(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.showModal();
  // Screen readers then start at the title and summary, not at the first link deep in the text;
  // and Firefox, which focuses that link on opening, has scrolled the text down to it.
  dialog.focus();
  dialog.scrollTop = 0;
  updateLanguageSwitchers();
}

/**
 * Opens the card of this page that `url` names (the search's result), as its button would, with
 * its URL; false when `url` names none here, for the browser to follow it as a link.
 */
export function openCardAt(url: URL): boolean {
  const dialog = url.pathname === location.pathname ? dialogInUrl(url.search) : undefined;
  if (!dialog) return false;
  open(dialog);
  return true;
}

/**
 * Card dialogs and the URL (SPEC section 2): a card's button opens its dialog and adds
 * ?modal=content&title={card title} as a new history entry; closing it (its button, Escape, the
 * backdrop) goes back one step; Back closes it and Forward opens it again; a link with the
 * parameters opens it on arrival, and closing it then leaves the page's own URL. Without this
 * script the buttons still open and close the dialogs, by HTML's invoker commands where the browser
 * has them (scripts/html-fallbacks.ts supplies them where it does not).
 */
export function initCardDialogs(): void {
  const dialogs = cardDialogs();
  if (!dialogs.length) return;
  // The dialogs closing because the URL changed, whose close event must leave history alone. A set
  // rather than a flag: the close event comes in a task of its own, after close() returns, and a
  // Forward may already have changed the URL by then (a quick Back and Forward in Chromium).
  const closingForUrl = new WeakSet<HTMLDialogElement>();

  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.('button[command="show-modal"]');
    const dialog = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute(CARD_DIALOG_DATA.id)) return;
    // This script opens it instead of the browser, with the URL; also where invokers are missing.
    event.preventDefault();
    open(dialog);
  });

  for (const dialog of dialogs) {
    dialog.addEventListener("close", () => {
      updateLanguageSwitchers();
      const button = document.getElementById(
        cardButtonId({ id: dialog.getAttribute(CARD_DIALOG_DATA.id) ?? "" }),
      );
      // Opened by a link, or by a click in Safari (which does not focus buttons), no button had
      // focus to return to: the card's button takes it.
      returnFocusTo(button);
      if (closingForUrl.delete(dialog) || dialogInUrl() !== dialog) return;
      if ((history.state as Record<string, unknown> | null)?.[PUSHED]) history.back();
      else history.replaceState(history.state, "", urlFor(undefined));
    });
  }

  const followUrl = () => {
    const named = dialogInUrl();
    for (const dialog of dialogs)
      if (dialog.open && dialog !== named) {
        closingForUrl.add(dialog);
        dialog.close();
      }
    if (named) show(named);
  };
  window.addEventListener("popstate", followUrl);

  // A dialog the visitor opened before this script ran (the button works without it) gets its URL.
  const openedEarly = dialogs.find((dialog) => dialog.open);
  if (openedEarly) {
    if (dialogInUrl() !== openedEarly) pushUrlOf(openedEarly);
    updateLanguageSwitchers();
    return;
  }
  const named = dialogInUrl();
  // From the other language's switcher: the card by id, then its title in this page's language.
  if (named && new URLSearchParams(location.search).has(CARD_QUERY.card)) {
    history.replaceState(history.state, "", urlFor(named));
  }
  if (named) show(named);
}
