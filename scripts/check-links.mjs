// `node scripts/check-links.mjs [dir]`: a dead-link check over the built site (build/client), after
// react.dev's deadLinkChecker.js but on the pre-rendered HTML, read with parse5 (the HTML parser
// jsdom uses). Every internal href, src, srcset entry, poster, island bundle, og/twitter image and
// module import, and the sitemap's <loc>s and alternates, must name a file of the build or a page
// (/features -> features/index.html); a #fragment, an id on its page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultTreeAdapter as tree, parse } from "parse5";
import { isEditorFile } from "./lib/built-pages.mjs";

/** @typedef {{ page: string, reference: string }} DeadLink `page` is a URL path, or /sitemap.xml. */
/** @typedef {{ pages: number, references: number, dead: DeadLink[] }} LinkReport */
/** @typedef {import("parse5").DefaultTreeAdapterTypes.Element} Element */
/** @typedef {import("parse5").DefaultTreeAdapterTypes.ParentNode} ParentNode */

/** Which attributes of which elements hold a URL; srcset-like ones hold a list of them. */
const URL_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ["href"],
  link: ["href", "imagesrcset"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  script: ["src"],
  // Astro's islands load their component and its renderer from these when they hydrate.
  "astro-island": ["component-url", "renderer-url", "before-hydration-url"],
});
/** What a module script's text imports: JavaScript, not HTML, so a pattern over the text. */
const IMPORT = /\b(?:import|from)\s*\(?\s*(["'])([./][^"'\s]*|https?:[^"'\s]+)\1/g;

/**
 * Every element under a node, in document order. A template's content is not in the document
 * (parse5 keeps it apart), so it is not walked: its ids are no fragment's target.
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

/** An element's attributes by name, their character references decoded. @param {Element} element */
const attributesOf = (element) => new Map(tree.getAttrList(element).map(({ name, value }) => [name, value]));

/** An element's text. @param {Element} element */
const textOf = (element) =>
  tree
    .getChildNodes(element)
    .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : ""))
    .join("");

/** A URL component decoded, or as it is when malformed. @param {string} text */
const decodeComponent = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The URLs of a srcset: the first run of non-spaces of each candidate, trailing commas dropped. @param {string} value */
const srcsetUrls = (value) => [...value.matchAll(/[\s,]*(\S*[^\s,])(?:,+|[^,]*)/g)].map((m) => m[1] ?? "");

/**
 * Every URL a page refers to, as written, its canonical link, and the ids its fragments can name.
 * @param {string} html
 */
function scanPage(html) {
  /** @type {string[]} */
  const references = [];
  /** @type {string | undefined} */
  let canonical;
  const ids = new Set();
  for (const element of elementsOf(parse(html))) {
    const tag = tree.getTagName(element);
    const attributes = attributesOf(element);
    for (const name of URL_ATTRIBUTES[tag] ?? []) {
      const value = attributes.get(name);
      if (value !== undefined)
        references.push(...(name.endsWith("srcset") ? srcsetUrls(value) : [value.trim()]));
    }
    const meta = attributes.get("property") ?? attributes.get("name");
    if (tag === "meta" && (meta === "og:image" || meta === "twitter:image"))
      references.push(attributes.get("content") ?? "");
    if (tag === "link" && attributes.get("rel")?.split(/\s+/).includes("canonical"))
      canonical ??= attributes.get("href");
    if (tag === "script" && attributes.get("type")?.trim().toLowerCase() === "module")
      references.push(...[...textOf(element).matchAll(IMPORT)].map((m) => m[2] ?? ""));
    ids.add(attributes.get("id")).add(tag === "a" ? attributes.get("name") : undefined);
  }
  return { references: references.filter((r) => r !== ""), canonical, ids };
}

/**
 * The URLs a sitemap lists: each <loc> and each alternate's href. A sitemap is XML, but of so
 * plain a shape (elements, text, character references) that the HTML parser reads it the same.
 * @param {string} xml
 */
function sitemapUrls(xml) {
  return [...elementsOf(parse(xml))].flatMap((element) => {
    const tag = tree.getTagName(element);
    if (tag === "loc") return [textOf(element).trim()];
    if (tag === "xhtml:link") return [attributesOf(element).get("href") ?? ""];
    return [];
  });
}

/**
 * A built folder as a map from each file's path in it ("features/index.html") to its text; only
 * the HTML pages' and sitemap.xml's text is read, the rest map to "". The editor's files (/admin/)
 * are the CMS's, not the site's: no page links to them.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
export function readSite(dir) {
  if (!existsSync(join(dir, "index.html")))
    throw new Error(`No index.html in ${dir}: run \`npm run build\` first.`);
  const site = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (isEditorFile(path)) continue;
    site.set(path, /\.html$|^sitemap\.xml$/.test(path) ? readFileSync(join(dir, path), "utf8") : "");
  }
  return site;
}

/**
 * The internal references of a built site that resolve to no file, page or fragment of it.
 * @param {Map<string, string>} site As readSite gives it.
 * @returns {LinkReport}
 */
export function findDeadLinks(site) {
  const pages = [...site.keys()].filter((path) => path.endsWith(".html"));
  const scans = new Map(pages.map((path) => [path, scanPage(site.get(path) ?? "")]));
  const locs = sitemapUrls(site.get("sitemap.xml") ?? "");
  // The site's origin is its canonical links' (http://localhost:3000 in test builds).
  const canonical =
    scans.get("index.html")?.canonical ?? [...scans.values()].find((s) => s.canonical)?.canonical;
  const known = [canonical, ...locs].find((url) => URL.canParse(url ?? ""));
  const origin = known ? new URL(known).origin : "http://site.invalid";
  /** The build's file a URL path is served from, if any. @param {string} pathname */
  const fileOf = (pathname) => {
    const path = decodeComponent(pathname).slice(1);
    const candidates =
      path === "" || path.endsWith("/") ? [`${path}index.html`] : [path, `${path}/index.html`];
    return candidates.find((candidate) => site.has(candidate));
  };
  /** @param {URL} url */
  const resolves = (url) => {
    const file = fileOf(url.pathname);
    const fragment = decodeComponent(url.hash.slice(1));
    if (!file || !fragment || fragment.toLowerCase() === "top" || fragment.startsWith(":~:"))
      return Boolean(file);
    return scans.get(file)?.ids.has(fragment) ?? true;
  };
  /** @type {Map<string, DeadLink>} */
  const dead = new Map();
  let references = 0;
  /**
   * @param {string} page @param {string} reference
   * @param {string} [base] Without one (the sitemap), only absolute URLs on the site's origin pass.
   */
  const check = (page, reference, base) => {
    const url = URL.canParse(reference, base) ? new URL(reference, base) : null;
    if (url && url.origin !== origin && base) return;
    references += 1;
    if (!url || url.origin !== origin || !resolves(url))
      dead.set(`${page} -> ${reference}`, { page, reference });
  };
  for (const [path, { references: found }] of scans) {
    // A page's URL is the sitemap's form of it, /features, which relative references resolve against.
    const page = `/${path.replace(/(^|\/)index\.html$/, "")}`;
    for (const reference of found) check(page, reference, new URL(page, origin).href);
  }
  for (const loc of locs) check("/sitemap.xml", loc);
  return { pages: pages.length, references, dead: [...dead.values()] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url)));
  try {
    const { pages, references, dead } = findDeadLinks(readSite(dir));
    if (dead.length === 0)
      console.log(`check-links: ${references} references in ${pages} pages, all resolve`);
    else {
      console.error(`check-links: ${dead.length} dead of ${references} references in ${pages} pages:`);
      for (const { page, reference } of dead) console.error(`  ${page} -> ${reference}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`check-links: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
