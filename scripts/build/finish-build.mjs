// Finishes the static site that `astro build` wrote to build/client, for any static host. Astro
// calls finishBuild once every page is written (the `brisk-finish-build` integration in
// astro.config.ts):
// - each language's not-found page is at the name static hosts look for: 404.html, fil/404.html;
// - a _headers file gives Netlify and Cloudflare Pages the server's headers, and on Netlify (which
//   sets NETLIFY=true in its builds) _redirects gives each language its own not-found page;
// - text files get .br and .gz twins so the server (and hosts that support it) send them
//   compressed without compressing on each request;
// - build/nginx.conf is an nginx server block with the same headers, caching and not-found pages;
// - build-info.json records the mode, so `npm start` rebuilds a test build before serving it;
// - each page's Content-Security-Policy allows only its own inline scripts and styles (page-csp.mjs);
// - each language's search index gets the pages and cards of that language (search-index.mjs).
import { readdir, readFile, rename, rmdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildRoot } from "../lib/built-pages.mjs";
import { netlifyHeaders, netlifyRedirects, nginxConfig } from "./deploy-configs.mjs";
import { withOwnHashes } from "./page-csp.mjs";
import { addPagesToSearchIndexes } from "./search-index.mjs";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Every file under a folder, as absolute paths.
 * @param {string} dir
 */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * @param {object} build
 * @param {readonly string[]} build.notFoundPaths Each language's not-found page, e.g. /404, /fil/404.
 * @param {string} build.mode The mode that made the build: `npm start` rebuilds anything but a
 *   production build.
 */
export async function finishBuild({ notFoundPaths, mode }) {
  const root = buildRoot;
  for (const path of notFoundPaths) {
    // Astro writes /404.astro as 404.html itself, and /fil/404 as fil/404/index.html.
    const folder = join(root, path);
    const isFolder = await stat(folder).then(
      (stats) => stats.isDirectory(),
      () => false,
    );
    if (!isFolder) continue;
    await rename(join(folder, "index.html"), `${folder}.html`);
    await rmdir(folder);
  }

  // Each language's path prefix but the default's, from its not-found page: <prefix>/404.
  const prefixes = notFoundPaths.map((path) => path.slice(0, -"/404".length)).filter(Boolean);
  await writeFile(join(root, "_headers"), netlifyHeaders());
  if (process.env.NETLIFY === "true") await writeFile(join(root, "_redirects"), netlifyRedirects(prefixes));
  // Beside the site, not in it: a server's configuration is no file to serve.
  await writeFile(join(root, "../nginx.conf"), nginxConfig({ prefixes }));
  await writeFile(join(root, "../build-info.json"), `${JSON.stringify({ mode })}\n`);

  const indexed = await addPagesToSearchIndexes(root);

  const files = await listFiles(root);
  for (const file of files.filter((name) => name.endsWith(".html")))
    await writeFile(file, withOwnHashes(await readFile(file, "utf8")));

  let count = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    // Tiny files gain nothing from compression and cost a header's worth of bytes.
    if ((await stat(file)).size < 256) continue;
    const data = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
  }
  const docs = Object.entries(indexed).map(([lang, count]) => `${lang} ${count}`);
  console.log(
    `finish-build: not-found pages placed, _headers written, search indexed (${docs.join(", ")}), ${count} files precompressed (br, gzip)`,
  );
}
