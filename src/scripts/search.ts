// The site's search, loaded on its first use (scripts/search-button.ts): MiniSearch over the page's
// language's index (site/search-index.ts), in a modal dialog like the cards'. How it ranks is
// lib/site-search.ts; why it is built this way, docs/search.md.
// It is a bundle of its own (search-button.ts says why): what it needs of the page's scripts comes
// with the call (SearchPage), and it says it is loaded by an event, for its bundle keeps no exports.
import { searchOf, type SearchDoc } from "~/lib/site-search";
import {
  SEARCH_DIALOG_ID as ID,
  SEARCH_READY,
  type SearchIndex,
  type SearchWords,
} from "~/site/search-index";

/** What the search needs of the page: its button, its index's answer, and the page's own scripts. */
export type SearchPage = {
  opener: HTMLElement;
  /** The language's index, asked for as the code loaded. */
  index: Promise<Response>;
  /** Opens the card of this page a URL names, false if none (scripts/card-dialogs.ts). */
  openCardAt: (url: URL) => boolean;
  /** Gives focus back where a closed dialog left it nowhere (scripts/html-fallbacks.ts). */
  returnFocusTo: (element: HTMLElement) => void;
};

/** An element with a class and, if given, its text. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** A result as a link: the card's or page's title, the page it is on, its summary. */
function resultOf(doc: SearchDoc): HTMLLIElement {
  const item = document.createElement("li");
  const link = element("a", "search-result");
  link.href = doc.u;
  link.append(element("span", "search-result-title", doc.t));
  if (doc.p) link.append(element("span", "search-result-page", doc.p));
  if (doc.s) link.append(element("span", "search-result-summary", doc.s));
  item.append(link);
  return item;
}

/**
 * The search box: a field, a line that says what was found (a live region, so a screen reader
 * hears it), and the results. It opens at once; until the index has come, what is typed waits.
 */
function makeBox({ opener, index: indexAnswer, openCardAt, returnFocusTo }: SearchPage) {
  const dialog = element("dialog", "dialog-panel max-w-2xl search-dialog");
  dialog.id = ID;
  dialog.setAttribute("closedby", "any");
  dialog.setAttribute("aria-label", opener.textContent ?? "");
  const form = element("form", "search-form");
  form.setAttribute("role", "search");
  const label = element("label", "search-label", opener.textContent ?? "");
  const input = element("input", "search-input");
  input.id = `${ID}-input`;
  label.htmlFor = input.id;
  Object.assign(input, { type: "search", autocomplete: "off", spellcheck: false, enterKeyHint: "search" });
  const status = element("p", "search-status");
  status.setAttribute("role", "status");
  const list = element("ul", "search-results");
  const close = element("button", "dialog-close");
  close.type = "button";
  close.setAttribute("commandfor", ID);
  close.setAttribute("command", "close");
  const closeLabel = element("span", "sr-only");
  close.append(closeLabel);
  form.append(label, input);
  // The close button first, as in every dialog (ui/dialog.tsx): sticky in the corner the form leaves
  // free, it stays in view while a phone scrolls the results under it.
  dialog.append(close, form, status, list);
  document.body.append(dialog);

  let find: ((query: string) => SearchDoc[]) | undefined;
  let words: SearchWords | undefined;

  const show = () => {
    const query = input.value.trim();
    if (!find || !words) return;
    if (!query) {
      list.replaceChildren();
      status.textContent = words.hint;
      return;
    }
    const found = find(query);
    list.replaceChildren(...found.map(resultOf));
    status.textContent = found.length
      ? words.results[found.length - 1]!
      : words.none.map((part) => (typeof part === "string" ? part : query)).join("");
  };

  const loading = indexAnswer
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<SearchIndex>;
    })
    .then((index) => {
      words = index.words;
      label.textContent = words.label;
      find = searchOf(index.docs);
      show();
    })
    .catch(() => {
      status.textContent = opener.dataset.failed ?? "";
      input.disabled = true;
    });
  closeLabel.textContent = opener.dataset.close ?? "";

  input.addEventListener("input", show);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    list.querySelector("a")?.click();
  });
  // The arrow keys move from the field through the results and back. Escape closes the box at once,
  // where a search field would first empty itself.
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops = [input, ...list.querySelectorAll("a")];
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    if (at < 0 || stops.length < 2) return;
    event.preventDefault();
    const next = at + (event.key === "ArrowDown" ? 1 : -1);
    stops[Math.min(Math.max(next, 0), stops.length - 1)]!.focus();
  });
  // A card on this page opens here, as its button would; any other result is a link to follow.
  list.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a");
    if (!link) return;
    dialog.close();
    if (openCardAt(new URL(link.href))) event.preventDefault();
  });
  dialog.addEventListener("close", () => returnFocusTo(opener));

  return {
    open() {
      if (dialog.open) return;
      dialog.showModal();
      input.focus();
      input.select();
      void loading;
    },
  };
}

let box: ReturnType<typeof makeBox> | undefined;

/** Opens the search box, made on the first call. */
function openSearch(page: SearchPage): void {
  box ??= makeBox(page);
  box.open();
}

export type OpenSearch = typeof openSearch;

document.dispatchEvent(new CustomEvent<OpenSearch>(SEARCH_READY, { detail: openSearch }));
