// The site's search, loaded on its first use (scripts/search-button.ts): MiniSearch over the page's
// language's index (site/search-index.ts), in a modal dialog like the cards'. What it ranks and why
// is docs/search.md.
import MiniSearch from "minisearch";
import { formatTemplate } from "~/lib/message-template";
import { searchIndexPath, type SearchDoc, type SearchIndex, type SearchWords } from "~/site/search-index";
import { openCardAt } from "./card-dialogs";
import { returnFocusTo } from "./html-fallbacks";

/** Results shown at most: a phone's screen and a little more. */
const MOST_RESULTS = 8;

const ID = "site-search-dialog";

/** A word's letters without accents, small: "Pag-Uulat" and "pag-uulat" are one. */
const termOf = (term: string) =>
  term
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The index of the page's language, searchable. A title counts most, then a summary, then the page
 * it is on, then the text. As a visitor types, the last word is a prefix ("refu" finds "refund"), and
 * a word of four letters or more may be one letter off in five ("refnd" finds it too).
 */
function searchOf(docs: readonly SearchDoc[]) {
  const search = new MiniSearch<SearchDoc>({
    idField: "u",
    fields: ["t", "s", "p", "x"],
    processTerm: termOf,
    searchOptions: {
      boost: { t: 4, s: 2, p: 1.5 },
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => (term.length > 3 ? 0.2 : false),
    },
  });
  search.addAll(docs);
  const byUrl = new Map(docs.map((doc) => [doc.u, doc]));
  /** The best results for a query: every word found, or, failing that, any. */
  return (query: string): SearchDoc[] => {
    const all = search.search(query, { combineWith: "AND" });
    const found = all.length ? all : search.search(query);
    return found.slice(0, MOST_RESULTS).map((result) => byUrl.get(result.id as string)!);
  };
}

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
function makeBox(opener: HTMLElement) {
  const dialog = element("dialog", "dialog-panel search-dialog");
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
  dialog.append(form, status, list, close);
  document.body.append(dialog);

  let find: ((query: string) => SearchDoc[]) | undefined;
  let words: SearchWords | undefined;
  const code = document.documentElement.lang;

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
      ? formatTemplate(words.results, { count: found.length }, code)
      : formatTemplate(words.none, { query }, code);
  };

  const loading = fetch(searchIndexPath(code))
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<SearchIndex>;
    })
    .then((index) => {
      words = index.words;
      label.textContent = words.label;
      closeLabel.textContent = words.close;
      find = searchOf(index.docs);
      show();
    })
    .catch(() => {
      status.textContent = opener.dataset.failed ?? "";
      input.disabled = true;
    });
  closeLabel.textContent = opener.textContent ?? "";

  input.addEventListener("input", show);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    list.querySelector("a")?.click();
  });
  // The arrow keys move from the field through the results and back.
  dialog.addEventListener("keydown", (event) => {
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

/** Opens the search box, made on the first call; `opener` is the header's button. */
export function openSearch(opener: HTMLElement): void {
  box ??= makeBox(opener);
  box.open();
}
