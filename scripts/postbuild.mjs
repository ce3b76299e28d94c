// Finishes the static site that `react-router build` wrote to build/client:
// - the not-found page becomes 404.html, the name static hosts look for;
// - the SPA fallback is dropped: every real page is pre-rendered and unknown paths get 404.html;
// - each page's scripts start after it has painted (lib/defer-app-scripts.mjs);
// - each page gets its Content-Security-Policy, with the hashes of its own inline scripts;
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
import { pagePolicy, withPolicyMeta } from "../server/csp.mjs";
import { netlifyHeaders } from "../server/deploy-configs.mjs";
import { builtPages, inlineScriptsOf } from "./lib/built-pages.mjs";
import { deferAppScripts } from "./lib/defer-app-scripts.mjs";

const root = new URL("../build/client/", import.meta.url).pathname;
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

await rename(join(root, "404/index.html"), join(root, "404.html"));
await rmdir(join(root, "404"));
await rm(join(root, "__spa-fallback.html"), { force: true });

const pages = builtPages();
for (const { file, path } of pages) {
  const html = deferAppScripts(await readFile(file, "utf8"));
  // The policy hashes the inline scripts as the page now has them, the starter script included.
  await writeFile(file, withPolicyMeta(html, pagePolicy(path, inlineScriptsOf(html))));
}

/**
 * Every file under a folder, as absolute paths.
 * @param {string} dir
 */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

// A resource route writes its file and a .data twin beside it; pages have no loaders and no twins.
for (const file of await listFiles(root)) {
  if (file.endsWith(".data") && existsSync(file.slice(0, -".data".length))) await rm(file);
}

await writeFile(join(root, "_headers"), netlifyHeaders());
// Which Vite mode made this build: `npm start` rebuilds anything but a production build.
const mode = process.argv[2] ?? "production";
await writeFile(new URL("../build/build-info.json", import.meta.url), `${JSON.stringify({ mode })}\n`);

let count = 0;
for (const file of await listFiles(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = await readFile(file);
  // Tiny files gain nothing from compression and cost a header's worth of bytes.
  if ((await stat(file)).size < 256) continue;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  count += 1;
}
console.log(
  `postbuild: 404.html written, ${pages.length} pages given their script hashes, ${count} files precompressed (br, gzip)`,
);
