// What the static build holds, read from the build itself: the pages the sitemap lists (plus the
// not-found page) and the files each page loads on arrival. The size budgets, Lighthouse and the
// load test all start from here, so they measure exactly what a visitor is sent.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EDITOR_PREFIX } from "../../server/headers.mjs";

export const buildRoot = new URL("../../build/client/", import.meta.url).pathname;

/**
 * Whether a file of the build, as its path in it ("admin/index.html"), is the words editor's (docs/
 * editing.md): not a page of the site, so out of the link and HTML checks. (The budgets take the
 * sitemap's pages, which it is not among.)
 * @param {string} path
 */
export const isEditorFile = (path) => `/${path}`.startsWith(EDITOR_PREFIX);

/**
 * @typedef {object} BuiltPage
 * @property {string} path URL path, e.g. "/" or "/faqs"; "/404" for the not-found page.
 * @property {string} file The pre-rendered HTML file, absolute.
 * @property {string[]} scripts Every JavaScript file the page loads on arrival (module scripts,
 *   modulepreloads, and what inline module scripts import), as URL paths.
 * @property {string[]} styles Its stylesheets, as URL paths.
 * @property {string[]} images The pictures its <img> elements name (src only), as URL paths.
 * @property {string[]} inlineScripts The text of each inline script, in document order.
 */

/**
 * The first capture group of every match.
 * @param {string} text
 * @param {RegExp} pattern A global pattern with one group.
 * @returns {string[]}
 */
function captures(text, pattern) {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? "");
}

/**
 * The text of each inline script of a page, in document order. Only scripts without a src count;
 * JSON-LD does too, as CSP hashes apply to it as well.
 * @param {string} html
 */
export function inlineScriptsOf(html) {
  return captures(html, /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
}

/**
 * Each language's not-found page, which the sitemap does not list: /404.html and <prefix>/404.html
 * as the build placed them, one for each language of the list (finish-build.mjs).
 * @returns {string[]} "/404", then "<prefix>/404" for each other language
 */
function notFoundPaths() {
  const prefixes = readdirSync(buildRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(buildRoot, entry.name, "404.html")))
    .map((entry) => `/${entry.name}`);
  return ["", ...prefixes].map((prefix) => `${prefix}/404`);
}

/** @returns {string[]} The sitemap's paths, in its order. */
export function sitemapPaths() {
  const sitemap = join(buildRoot, "sitemap.xml");
  if (!existsSync(sitemap)) throw new Error(`No build at ${buildRoot}: run \`npm run build\` first.`);
  return captures(readFileSync(sitemap, "utf8"), /<loc>([^<]+)<\/loc>/g).map((loc) => new URL(loc).pathname);
}

/**
 * The HTML file a path is served from.
 * @param {string} path
 */
export function htmlFileFor(path) {
  // Each language's not-found page: /404 is 404.html, /fil/404 is fil/404.html.
  if (path.endsWith("/404")) return join(buildRoot, `${path}.html`);
  return join(buildRoot, path, "index.html");
}

/**
 * One page's arrival files, read from its HTML.
 * @param {string} path
 * @returns {BuiltPage}
 */
function readBuiltPage(path) {
  const file = htmlFileFor(path);
  const html = readFileSync(file, "utf8");
  const scripts = new Set([
    ...captures(html, /<script[^>]+src="(\/assets\/[^"]+\.js)"/g),
    ...captures(html, /<link rel="modulepreload" href="([^"]+)"/g),
    ...captures(html, /import\(?\s*"(\/assets\/[^"]+\.js)"/g),
    ...captures(html, /from\s*"(\/assets\/[^"]+\.js)"/g),
  ]);
  const styles = captures(html, /<link rel="stylesheet" href="([^"]+)"/g);
  const images = [...new Set(captures(html, /<img[^>]+src="(\/[^"]+)"/g))];
  return { path, file, scripts: [...scripts], styles, images, inlineScripts: inlineScriptsOf(html) };
}

/** Every page of the site, the not-found page last. */
export function builtPages() {
  return [...sitemapPaths(), ...notFoundPaths()].map(readBuiltPage);
}

/**
 * A URL path's file in the build.
 * @param {string} urlPath
 */
export function fileFor(urlPath) {
  return join(buildRoot, urlPath);
}
