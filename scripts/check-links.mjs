// `node scripts/check-links.mjs [dir]`: a dead-link check over the built site (build/client), after
// react.dev's deadLinkChecker.js but on the pre-rendered HTML. Every internal href, src, srcset entry,
// poster, og/twitter image, template-held modulepreload and module import, and sitemap <loc> must
// name a file of the build or a page (/features -> features/index.html); a #fragment, an id on its page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** @typedef {{ page: string, reference: string }} DeadLink `page` is a URL path, or /sitemap.xml. */
/** @typedef {{ pages: number, references: number, dead: DeadLink[] }} LinkReport */

const TAG = /<([a-z][\w:-]*)(\s(?:"[^"]*"|'[^']*'|[^>"'])*)?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const SCRIPT = /<script\b((?:"[^"]*"|'[^']*'|[^>"'])*)>([\s\S]*?)<\/script\s*>/gi;
const IMPORT = /\b(?:import|from)\s*\(?\s*(["'])([./][^"'\s]*|https?:[^"'\s]+)\1/g;
/** Which attributes of which elements hold a URL; srcset-like ones hold a list of them. */
const URL_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ["href"],
  link: ["href", "imagesrcset"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  script: ["src"],
});
const ENTITIES = /** @type {Record<string, string>} */ ({ amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" });

/** @param {string} text Attribute text, with its character references decoded. */
const decode = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name) =>
    name.startsWith("#")
      ? String.fromCodePoint(Number(name.replace(/^#x/i, "0x").replace("#", "")))
      : (ENTITIES[name.toLowerCase()] ?? entity),
  );

/**
 * Each tag of some HTML with its attributes, names lower-cased.
 * @param {string} html
 * @returns {Generator<[string, Map<string, string>]>}
 */
function* tags(html) {
  for (const [, name = "", source = ""] of html.matchAll(TAG)) {
    const attributes = new Map();
    for (const [, key = "", ...values] of source.matchAll(ATTRIBUTE)) {
      if (!attributes.has(key.toLowerCase()))
        attributes.set(key.toLowerCase(), decode(values.find((v) => v !== undefined) ?? ""));
    }
    yield [name.toLowerCase(), attributes];
  }
}

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
 * Script and style text and comments are not markup; template content is (the build parks the
 * app's scripts there), but its ids are not in the document.
 * @param {string} html
 */
function scanPage(html) {
  /** @type {string[]} */
  const references = [];
  const markup = html
    .replace(SCRIPT, (_, attributes, text) => {
      if (/\stype=["']?module\b/i.test(attributes))
        references.push(...[...text.matchAll(IMPORT)].map((m) => m[2] ?? ""));
      return `<script${attributes}></script>`;
    })
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi, "");
  /** @type {string | undefined} */
  let canonical;
  for (const [tag, attributes] of tags(markup)) {
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
  }
  const ids = new Set();
  for (const [tag, attributes] of tags(markup.replace(/<template\b[\s\S]*?<\/template\s*>/gi, ""))) {
    ids.add(attributes.get("id")).add(tag === "a" ? attributes.get("name") : undefined);
  }
  return { references: references.filter((r) => r !== ""), canonical, ids };
}

/**
 * A built folder as a map from each file's path in it ("features/index.html") to its text; only
 * the HTML pages' and sitemap.xml's text is read, the rest map to "".
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
  const locs = [...(site.get("sitemap.xml") ?? "").matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) =>
    decode(m[1] ?? ""),
  );
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
