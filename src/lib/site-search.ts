// How the site's search ranks (scripts/search.ts runs it in the browser on the page's language's
// index; e2e/built/search.test.ts runs it on the built indexes with the queries people type).
import MiniSearch from "minisearch";

/**
 * A page or a card, as the search finds and shows it: its address (`u`: a card's opens its dialog),
 * title, the page it is on (a page's own is empty), summary, and the rest of its text, which is
 * searched but not shown. Short keys: the index is downloaded.
 */
export type SearchDoc = { u: string; t: string; p: string; s: string; x: string };

/** Results shown at most: a phone's screen and a little more. */
export const MOST_RESULTS = 8;

/** A word's letters without accents, small: "Pag-Uulat" and "pag-uulat" are one. */
const termOf = (term: string) =>
  term
    .normalize("NFD")
    // The combining accents NFD splits off ("é" is "e" and U+0301). Not \p{Diacritic}: Safari 16.4 lacks it.
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Short forms people type for words the site writes whole, in every language of the Philippines. */
const SHORT_FORMS: Readonly<Record<string, string>> = { brgy: "barangay" };

/** A word of a query, as the site writes it. */
const queryTermOf = (term: string) => {
  const word = termOf(term);
  return SHORT_FORMS[word] ?? word;
};

/**
 * The docs, searchable. A title counts most, then a summary, then the page it is on, then the text.
 * Each word is a prefix ("refu" finds "refund", "ba" finds "bang"), and a word of four letters
 * or more may be one letter off in five ("refnd" finds it too). Every word must be found; when no
 * doc has them all, any will do, ranked by how many and how rare (BM25), so "how do I get a refund"
 * finds what "refund" finds.
 */
export function searchOf(docs: readonly SearchDoc[]): (query: string) => SearchDoc[] {
  const search = new MiniSearch<SearchDoc>({
    idField: "u",
    fields: ["t", "s", "p", "x"],
    processTerm: termOf,
    searchOptions: {
      processTerm: queryTermOf,
      boost: { t: 4, s: 2, p: 1.5 },
      prefix: true,
      fuzzy: (term) => (term.length > 3 ? 0.2 : false),
    },
  });
  search.addAll(docs);
  const byUrl = new Map(docs.map((doc) => [doc.u, doc]));
  return (query) => {
    const all = search.search(query, { combineWith: "AND" });
    const found = all.length ? all : search.search(query);
    return found.slice(0, MOST_RESULTS).map((result) => byUrl.get(result.id as string)!);
  };
}
