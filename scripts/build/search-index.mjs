// The site's search index, a file a language, made from the built pages: every page of the sitemap
// and every card's dialog on it, in the page's language, as a visitor reads them. Astro has written
// each language's file with the search box's words (src/pages/search-index/[code].json.ts); this
// adds the pages, so a new page, card or language is searchable with no further step. The browser
// indexes them on the first search (scripts/search.ts, MiniSearch): the file holds text, not an
// index, which is smaller to send and fast to index (docs/search.md).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { defaultTreeAdapter as tree, parse } from "parse5";
import { htmlFileFor, sitemapPaths } from "../lib/built-pages.mjs";

/** @typedef {import("parse5").DefaultTreeAdapterTypes.Element} Element */
/** @typedef {import("parse5").DefaultTreeAdapterTypes.ParentNode} ParentNode */
/** @typedef {{ u: string, t: string, p: string, s: string, x: string }} SearchDoc */

/** The folder Astro writes the indexes to (src/site/search-index.ts's SEARCH_INDEX_FOLDER). */
const FOLDER = "search-index";

/**
 * A page's own text, as the words it uses, each once, in the order they come: a search asks which
 * words a page has, and the long pages (the council kit, the templates) say them several times. A
 * third of the text, sent on a phone before the first result shows (docs/search.md).
 * @param {string} text
 */
const wordsOf = (text) => [...new Set(text.toLowerCase().split(/[\s\p{P}]+/u))].join(" ").trim();

/** Elements whose text is no reading: code, the page's data, and what is not shown. */
const SKIPPED = new Set(["script", "style", "template", "noscript", "svg", "dialog", "astro-island"]);

/** A page's own text leaves out its cards too: each is found by itself, and would crowd out the rest. */
const NOT_THE_PAGES = new Set([...SKIPPED, "article"]);

/**
 * @param {ParentNode} node
 * @returns {Generator<Element>}
 */
function* elementsOf(node) {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** @param {Element} element @param {string} name */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** @param {Element} element @param {string} name */
const hasClass = (element, name) => (attribute(element, "class") ?? "").split(/\s+/).includes(name);

/**
 * An element's text as it reads: its words, blocks apart, spaces made one. `skip` leaves out
 * elements below it (a page's dialogs, read as cards).
 * @param {ParentNode} node
 * @param {Set<string>} [skip]
 */
function textOf(node, skip = SKIPPED) {
  /** @type {string[]} */
  const parts = [];
  /** @param {ParentNode} parent */
  const walk = (parent) => {
    for (const child of tree.getChildNodes(parent)) {
      if (tree.isTextNode(child)) parts.push(tree.getTextNodeContent(child));
      else if (tree.isElementNode(child) && !skip.has(child.tagName) && attribute(child, "aria-hidden") !== "true") {
        parts.push(" ");
        walk(child);
        parts.push(" ");
      }
    }
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/**
 * The first element under `node` that `test` accepts.
 * @param {ParentNode} node
 * @param {(element: Element) => boolean} test
 */
const find = (node, test) => {
  for (const element of elementsOf(node)) if (test(element)) return element;
  return undefined;
};

/**
 * A built page's language and what the search finds on it: the page itself, then each card.
 * @param {string} path The page's URL path, e.g. /fil/faqs.
 * @param {string} html
 * @returns {{ lang: string, docs: SearchDoc[] }}
 */
export function searchDocsOf(path, html) {
  const document = parse(html);
  const root = find(document, (element) => element.tagName === "html");
  const lang = (root && attribute(root, "lang")) ?? "";
  const main = find(document, (element) => element.tagName === "main");
  const h1 = main && find(main, (element) => element.tagName === "h1");
  const title = find(document, (element) => element.tagName === "title");
  const description = find(
    document,
    (element) => element.tagName === "meta" && attribute(element, "name") === "description",
  );
  // The page's name as the menu or the footer says it ("Home", "Barangay Council Kit"), else as its
  // title does, before " | Brisk". The logo's link to home is no name.
  const current = find(
    document,
    (element) =>
      element.tagName === "a" && attribute(element, "aria-current") === "page" && !attribute(element, "aria-label"),
  );
  const pageName = current ? textOf(current) : textOf(title ?? document).replace(/ \| [^|]+$/, "");
  if (!main || !h1) throw new Error(`search index: ${path} has no <main> with an <h1>`);

  // A page is found by its heading; the home page, whose title is the site's name alone and whose
  // heading is its hero's line, by its name in the menu.
  const isHome = !textOf(title ?? document).includes(" | ");
  /** @type {SearchDoc[]} */
  const docs = [
    {
      u: path,
      t: isHome ? pageName : textOf(h1),
      // Its name in the menu or footer, when it is not its heading: "Plans" over "Plans and Pricing".
      p: isHome || pageName === textOf(h1) ? "" : pageName,
      s: (description && attribute(description, "content")) ?? "",
      x: wordsOf(textOf(main, NOT_THE_PAGES).replace(isHome ? "" : textOf(h1), "")),
    },
  ];
  for (const dialog of elementsOf(main)) {
    if (dialog.tagName !== "dialog" || attribute(dialog, "data-card-id") === undefined) continue;
    const heading = find(dialog, (element) => element.tagName === "h2");
    const summary = find(dialog, (element) => hasClass(element, "dialog-description"));
    const body = find(dialog, (element) => hasClass(element, "card-text"));
    if (!heading) throw new Error(`search index: a card dialog on ${path} has no <h2>`);
    // The card's own address (SPEC section 2), as scripts/card-dialogs.ts writes it.
    const query = new URLSearchParams({ modal: "content", title: textOf(heading) });
    docs.push({
      u: `${path}?${query}`,
      t: textOf(heading),
      p: pageName,
      s: summary ? textOf(summary) : "",
      x: body ? textOf(body) : "",
    });
  }
  return { lang, docs };
}

/**
 * Adds every page of the sitemap to its language's index, in `root` (build/client).
 * @param {string} root
 * @returns {Promise<Record<string, number>>} How many pages and cards each language's index holds.
 */
export async function addPagesToSearchIndexes(root) {
  /** @type {Map<string, SearchDoc[]>} */
  const byLang = new Map();
  for (const path of sitemapPaths()) {
    const { lang, docs } = searchDocsOf(path, await readFile(htmlFileFor(path), "utf8"));
    byLang.set(lang, [...(byLang.get(lang) ?? []), ...docs]);
  }
  /** @type {Record<string, number>} */
  const counts = {};
  for (const [lang, docs] of byLang) {
    const file = join(root, FOLDER, `${lang}.json`);
    const index = JSON.parse(await readFile(file, "utf8"));
    await writeFile(file, JSON.stringify({ ...index, docs }));
    counts[lang] = docs.length;
  }
  return counts;
}
