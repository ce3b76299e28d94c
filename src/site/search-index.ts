import type { Template } from "~/lib/message-template";
import type { SearchDoc } from "~/lib/site-search";

/**
 * The site's search (scripts/search.ts): one index a language, fetched on the first search. Astro
 * writes each language's file with the search box's words (src/pages/search-index/[code].json.ts);
 * the build then adds every page and card of that language, read from the built pages
 * (scripts/build/search-index.mjs), so what the search finds is what the pages say.
 */
export const SEARCH_INDEX_FOLDER = "search-index";

/** Where the index of the language whose BCP 47 code is `code` (the page's `lang`) is served. */
export const searchIndexPath = (code: string) => `/${SEARCH_INDEX_FOLDER}/${code}.json`;

/** The event by which the search's code, once loaded, hands over its entry point (scripts/search-button.ts). */
export const SEARCH_READY = "brisk:search-ready";

/** The search box, a dialog made on the first use (scripts/search.ts); its field is `${id}-input`. */
export const SEARCH_DIALOG_ID = "site-search-dialog";

/** The header's search button, hidden until its script runs (site-header.tsx, scripts/search-button.ts). */
export const SEARCH_BUTTON_ID = "site-search";

/**
 * The search box's words, in the index's language (ui.yaml's `search`). What it says when the index
 * cannot load, and its close button's name, are the page's (the button's `data-failed` and
 * `data-close`), not the index's: they are needed before the index comes, or when it never does.
 */
export type SearchWords = {
  button: string;
  label: string;
  hint: string;
  /** "1 result" to "8 results": `results` said at build for each count the search can show. */
  results: string[];
  /** Said with what was typed: the template's argument is the query. */
  none: Template;
};

export type SearchIndex = { words: SearchWords; docs: SearchDoc[] };
