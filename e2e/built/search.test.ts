import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { langInfo, langs, type Lang } from "../../src/content/langs";
import type { PageId } from "../../src/content/pages";
import { searchOf, type SearchDoc } from "../../src/lib/site-search";
import { searchIndexPath, type SearchIndex } from "../../src/site/search-index";
import { builtPages } from "../../scripts/lib/built-pages.mjs";
import { buildRoot, builtSize, KB } from "../built-files";
import { cardsOf, cardTextOf, words } from "../cards-of";
import { translationOf } from "../../src/i18n/translations";
import { pagesIn } from "../site-pages";
import { addressOf, cardUrl, KNOWN_MISSES, QUERIES, type Query } from "./search-queries";

/*
 * The site's search on the built files: each language's index holds every page and card of that
 * language as its pages say them; the queries people type find the answer among the first three;
 * and the first search costs at most 25 kB (issue 52). The search box in a browser is
 * e2e/search.spec.ts and the engines' journeys.
 */

const indexOf = (lang: Lang): SearchIndex =>
  JSON.parse(readFileSync(join(buildRoot, searchIndexPath(langInfo[lang].code)), "utf8"));

/** The first search's budget: the search's code and the language's index, gzip. */
const FIRST_SEARCH_BUDGET = 25 * KB;

describe.each(langs)("the search index in %s", (lang) => {
  const { docs } = indexOf(lang);
  const byUrl = new Map(docs.map((doc) => [doc.u, doc]));

  it("holds every page of the sitemap in the language, by its heading (home by its name)", () => {
    const pages = pagesIn(lang).filter((page) => page.inSitemap);
    const home = translationOf(words, lang).pageNames().home.header;
    const pageDocs = docs.filter((doc) => !doc.u.includes("?"));
    expect(pageDocs.map((doc) => [doc.u, doc.t])).toEqual(
      pages.map((page) => [page.path, page.id === "home" ? home : page.title]),
    );
  });

  it("holds every card of every page with cards: its title, summary and full text", () => {
    const missing: string[] = [];
    for (const [pageId, byLanguage] of Object.entries(cardsOf)) {
      const { path } = pagesIn(lang).find((page) => page.id === pageId)!;
      for (const card of byLanguage[lang]) {
        const doc = byUrl.get(cardUrl(path, card.title));
        // Its text's last block, spaces aside: a table's cells read apart in the index.
        const squeezed = (text: string) => text.replace(/\s+/g, "");
        const lastBlock = squeezed(cardTextOf(pageId as PageId, lang, card).at(-1) ?? "");
        if (!doc) missing.push(`${pageId}/${card.id}: none`);
        else if (doc.s !== card.description) missing.push(`${pageId}/${card.id}: "${doc.s}"`);
        else if (!squeezed(doc.x).includes(lastBlock))
          missing.push(`${pageId}/${card.id}: no "${lastBlock}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  const find = searchOf(docs);
  /** The queries whose answer is not among the first three results, with what came first instead. */
  const misses = (queries: readonly Query[]) =>
    queries
      .map(({ query, answers }) => {
        const top = find(query).slice(0, 3);
        const wanted = answers.map((answer) => addressOf(answer, lang));
        return top.some((doc: SearchDoc) => wanted.includes(doc.u))
          ? undefined
          : `"${query}" gave ${top.map((doc) => doc.t).join(" / ") || "nothing"}`;
      })
      .filter(Boolean);

  it("finds the answer to what people type among its first three results", () => {
    expect(misses(QUERIES[lang].queries)).toEqual(KNOWN_MISSES[lang].queries);
  });

  it("finds it through a typo", () => {
    expect(misses(QUERIES[lang].typos)).toEqual(KNOWN_MISSES[lang].typos);
  });

  it("finds nothing for words the site does not have", () => {
    expect(find("xylophone zebra")).toEqual([]);
  });
});

describe("the first search", () => {
  const pages = builtPages();
  const home = pages.find((page) => page.path === "/")!;
  // The search's code is a bundle of its own, whose address the header's script holds
  // (scripts/search-button.ts); it imports nothing.
  const searchCode = home.scripts
    .flatMap((script) => [
      ...readFileSync(join(buildRoot, script), "utf8").matchAll(/["'`](\/assets\/search-[^"'`]+\.js)["'`]/g),
    ])
    .map((match) => match[1]!)[0];

  it("is a bundle of its own that no page loads on arrival", () => {
    expect(searchCode).toBeDefined();
    expect(readFileSync(join(buildRoot, searchCode!), "utf8")).not.toMatch(/(^|[;}])import[\s{*]/);
    expect(pages.filter((page) => page.scripts.includes(searchCode!)).map((page) => page.path)).toEqual([]);
  });

  it.each(langs)("costs at most 25 kB in %s, the language's index included", (lang) => {
    const index = builtSize(searchIndexPath(langInfo[lang].code));
    expect(builtSize(searchCode!) + index).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
  });
});
