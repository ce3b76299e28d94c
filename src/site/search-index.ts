import type { Template } from "~/lib/message-template";

/**
 * The site's search (scripts/search.ts): one index a language, fetched on the first search. Astro
 * writes each language's file with the search box's words (src/pages/search-index/[code].json.ts);
 * the build then adds every page and card of that language, read from the built pages
 * (scripts/build/search-index.mjs), so what the search finds is what the pages say.
 */
export const SEARCH_INDEX_FOLDER = "search-index";

/** Where the index of the language whose BCP 47 code is `code` (the page's `lang`) is served. */
export const searchIndexPath = (code: string) => `/${SEARCH_INDEX_FOLDER}/${code}.json`;

/** The header's search button, hidden until its script runs (site-header.tsx, scripts/search-button.ts). */
export const SEARCH_BUTTON_ID = "site-search";

/**
 * The search box's words, in the index's language (ui.yaml's `search`, with the close button's).
 * What it says when the index cannot load is the page's (the button's `data-failed`), not the index's.
 */
export type SearchWords = {
  button: string;
  label: string;
  hint: string;
  results: Template;
  none: Template;
  close: string;
};

/**
 * A page or a card, as the search finds and shows it: its address (`u`: a card's opens its dialog),
 * title, the page it is on (a page's own is empty), summary, and the rest of its text, which is
 * searched but not shown. Short keys: the index is downloaded.
 */
export type SearchDoc = { u: string; t: string; p: string; s: string; x: string };

export type SearchIndex = { words: SearchWords; docs: SearchDoc[] };
