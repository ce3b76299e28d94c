// Finishes the static site that `react-router build` wrote to build/client. React Router calls
// finishBuild from react-router.config.ts's buildEnd, with the page registry, once every page is
// pre-rendered:
// - the not-found page becomes 404.html, the name static hosts look for;
// - the SPA fallback is dropped: every real page is pre-rendered and unknown paths get 404.html;
// - each page's scripts start after it has painted (app/lib/deferred-start.mjs);
// - each page gets its Content-Security-Policy, with the hashes of its own inline scripts and the
//   third parties the registry gives it;
// - the .data twins of the generated files (sitemap.xml, robots.txt, og-image.jpg) go: they serve
//   client-side data loading, which these files never need;
// - a _headers file gives Netlify and Cloudflare Pages the server's headers;
// - text files get .br and .gz twins so the server (and hosts that support it) send them
//   compressed without compressing on each request.
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { deferAppScripts } from "../../app/lib/deferred-start.mjs";
import { buildRoot, htmlFileFor, inlineScriptsOf } from "../lib/built-pages.mjs";
import { pagePolicy, withPolicyMeta } from "./csp.mjs";
import { netlifyHeaders } from "./deploy-configs.mjs";

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
 * @param {readonly { path: string, inSitemap: boolean, thirdParties?: readonly import("../../app/content/pages").ThirdParty[] }[]} build.pages
 *   Every page of the registry in every language, the not-found pages (/404, /fil/404) included.
 * @param {string} build.mode The Vite mode that made the build: `npm start` rebuilds anything but a
 *   production build.
 */
export async function finishBuild({ pages, mode }) {
  const root = buildRoot;
  for (const { path, inSitemap } of pages) {
    if (inSitemap) continue;
    // The not-found page of each language: /404/index.html becomes 404.html, /fil/404/… fil/404.html.
    await rename(join(root, path, "index.html"), join(root, `${path}.html`));
    await rmdir(join(root, path));
  }
  await rm(join(root, "__spa-fallback.html"), { force: true });

  for (const { path, thirdParties = [] } of pages) {
    const file = htmlFileFor(path);
    const html = deferAppScripts(await readFile(file, "utf8"));
    // The policy hashes the inline scripts as the page now has them, the starter script included.
    await writeFile(file, withPolicyMeta(html, pagePolicy(thirdParties, inlineScriptsOf(html))));
  }

  // A resource route writes its file and a .data twin beside it; pages have no loaders and no twins.
  for (const file of await listFiles(root)) {
    if (file.endsWith(".data") && existsSync(file.slice(0, -".data".length))) await rm(file);
  }

  await writeFile(join(root, "_headers"), netlifyHeaders());
  await writeFile(join(root, "../build-info.json"), `${JSON.stringify({ mode })}\n`);

  let count = 0;
  for (const file of await listFiles(root)) {
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
  console.log(
    `finish-build: 404.html written, ${pages.length} pages given their policies, ${count} files precompressed (br, gzip)`,
  );
}
