import { SEARCH_BUTTON_ID, SEARCH_READY, searchIndexPath } from "~/site/search-index";
import { openCardAt } from "./card-dialogs";
import { returnFocusTo } from "./html-fallbacks";
import type { OpenSearch } from "./search";
// The search's code as a bundle of its own, and its address. Vite would wrap a plain import() in
// its preloading helper, which every page would then load before anyone searched (0.9 kB gzip,
// over the 0.5 kB the search may add; docs/search.md). Its worker build is the one that gives a
// bundle's address; the bundle runs in the page, and says it is ready by an event (search.ts).
import searchUrl from "./search?worker&url";

/** Whether a key press is someone typing into a field, where "/" is a slash, not the search's key. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

let loading: Promise<OpenSearch> | undefined;

/** The search's code, loaded once; a failed load is tried again at the next use. */
function loadSearch(): Promise<OpenSearch> {
  loading ??= new Promise<OpenSearch>((resolve, reject) => {
    document.addEventListener(SEARCH_READY, (event) => resolve((event as CustomEvent<OpenSearch>).detail), {
      once: true,
    });
    import(/* @vite-ignore */ searchUrl).catch(reject);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The header's search button: shown once this runs (without script the search cannot work, so it
 * stays hidden), and "/" opens it as on many sites. The search itself (MiniSearch, its box and the
 * language's index) loads on the first use, never before: a page costs no more until then. The
 * code and the index load side by side.
 */
export function initSearchButton(): void {
  const button = document.getElementById(SEARCH_BUTTON_ID);
  if (!button) return;
  button.classList.remove("invisible");
  const indexPath = searchIndexPath(document.documentElement.lang);
  let index: Promise<Response> | undefined;
  const open = () => {
    index ??= fetch(indexPath);
    loadSearch().then(
      (openSearch) => openSearch({ opener: button, index: index!, openCardAt, returnFocusTo }),
      () => {
        index = undefined;
        alert(button.dataset.failed);
      },
    );
  };
  button.addEventListener("click", open);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    if (document.querySelector("dialog[open]")) return;
    event.preventDefault();
    open();
  });
}
