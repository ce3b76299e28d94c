// `node scripts/compare-words.mjs <before> <after>`: the words a visitor, a screen reader or a search
// engine gets from each built page, compared between two builds (each a build/client folder, or a
// JSON file this script wrote with `--save`). Proves that moving the words (docs/adding-things.md)
// changed none: the title, meta descriptions, every visible text with every dialog's, alt texts,
// ARIA labels, title attributes, where each link leads and the JSON-LD. Exits 1 when a page's words differ.
//
//   node scripts/compare-words.mjs --save words.json build/client   (keep a build's words)
//   node scripts/compare-words.mjs words.json build/client           (compare with them)
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultTreeAdapter as tree, parse } from "parse5";

/** Elements whose start and end break the text into lines, as a reader sees them. */
const BLOCKS = new Set(
  "address article aside blockquote body br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav noscript ol option p section summary table td th tr ul".split(
    " ",
  ),
);
/** Attributes whose words a visitor or an assistive technology gets. */
const WORD_ATTRIBUTES = ["alt", "aria-label", "aria-description", "title", "placeholder"];
/** Head elements whose words a search engine or a share preview shows. */
const META_NAMES = new Set([
  "description",
  "og:title",
  "og:description",
  "og:image:alt",
  "twitter:title",
  "twitter:description",
]);

/** @typedef {import("parse5").DefaultTreeAdapterTypes.ParentNode} ParentNode */

/** The text directly inside an element (a title's, a script's). @param {ParentNode} element */
const ownText = (element) =>
  tree
    .getChildNodes(element)
    .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : ""))
    .join("");

/**
 * A page's words, as lines in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function wordsOf(html) {
  /** @type {string[]} */
  const lines = [];
  let line = "";
  const flush = () => {
    const text = line.replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
    line = "";
  };
  /** @param {ParentNode} node */
  const walk = (node) => {
    for (const child of tree.getChildNodes(node)) {
      if (tree.isTextNode(child)) {
        line += tree.getTextNodeContent(child);
        continue;
      }
      if (!tree.isElementNode(child)) continue;
      const name = tree.getTagName(child);
      const attributes = new Map(tree.getAttrList(child).map(({ name, value }) => [name, value]));
      if (name === "title") {
        flush();
        lines.push(`[title] ${ownText(child)}`);
        continue;
      }
      if (name === "meta") {
        const key = attributes.get("name") ?? attributes.get("property") ?? "";
        if (META_NAMES.has(key)) lines.push(`[${key}] ${attributes.get("content") ?? ""}`);
        continue;
      }
      if (name === "script") {
        if (attributes.get("type") === "application/ld+json") {
          const text = ownText(child);
          lines.push(`[ld+json] ${JSON.stringify(JSON.parse(text))}`);
        }
        continue;
      }
      if (name === "style" || name === "template") continue;
      for (const attribute of WORD_ATTRIBUTES) {
        const value = attributes.get(attribute);
        if (value !== undefined && value.trim()) {
          flush();
          lines.push(`[${attribute}] ${value.replace(/\s+/g, " ").trim()}`);
        }
      }
      // Where a link leads is part of what it says, a link that opens another card's dialog too.
      if (name === "a" && attributes.has("href")) {
        flush();
        lines.push(`[href] ${attributes.get("href")}`);
      }
      const isBlock = BLOCKS.has(name);
      if (isBlock) flush();
      walk(child);
      if (isBlock) flush();
    }
  };
  walk(parse(html));
  flush();
  return lines;
}

/**
 * Every HTML page of a build by its file path (e.g. "fil/plans/index.html"), with its words.
 * @param {string} root
 * @returns {Record<string, string[]>}
 */
export function wordsOfBuild(root) {
  /** @type {Record<string, string[]>} */
  const pages = {};
  /** @param {string} folder */
  const visit = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith(".html"))
        pages[relative(root, file).split(sep).join("/")] = wordsOf(readFileSync(file, "utf8"));
    }
  };
  visit(root);
  return pages;
}

/**
 * What differs between two builds' words: each page only one has, and each page's lines that
 * changed, as a line diff of the first difference onwards (a few lines, enough to find it).
 * @param {Record<string, string[]>} before
 * @param {Record<string, string[]>} after
 * @returns {string[]} One message per difference; empty when the words are the same.
 */
export function differences(before, after) {
  /** @type {string[]} */
  const found = [];
  for (const page of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [old, now] = [before[page], after[page]];
    if (!old || !now) {
      found.push(`${page}: only ${old ? "before" : "after"}`);
      continue;
    }
    const first = old.findIndex((line, index) => line !== now[index]);
    const at = first === -1 ? (old.length === now.length ? -1 : Math.min(old.length, now.length)) : first;
    if (at === -1) continue;
    found.push(
      `${page}: line ${at + 1} of ${old.length} before, ${now.length} after\n` +
        `  before: ${old.slice(at, at + 3).join(" | ")}\n` +
        `  after:  ${now.slice(at, at + 3).join(" | ")}`,
    );
  }
  return found;
}

/** A build folder's words, or those a JSON file saved. @param {string} source */
const wordsFrom = (source) =>
  statSync(source).isDirectory() ? wordsOfBuild(source) : JSON.parse(readFileSync(source, "utf8"));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const [flag, file, build] = args;
  if (flag === "--save" && file && build && args.length === 3) {
    writeFileSync(file, JSON.stringify(wordsOfBuild(build), null, 1));
  } else if (args.length === 2) {
    const [before, after] = args.map(wordsFrom);
    const found = differences(before, after);
    const lines = Object.values(after).reduce((sum, page) => sum + page.length, 0);
    for (const message of found) console.log(message);
    console.log(
      `${Object.keys(after).length} pages, ${lines} lines of words: ${found.length ? `${found.length} pages differ` : "no difference"}`,
    );
    process.exitCode = found.length ? 1 : 0;
  } else {
    console.error("usage: node scripts/compare-words.mjs [--save words.json] <before> <after>");
    process.exitCode = 2;
  }
}
