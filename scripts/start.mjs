// `npm start`: builds the site when the build is missing, older than its sources or made in another
// mode, then serves it. BUILD_MODE=test (the browser tests) serves the test build instead.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const builtMarker = join(root, "build/client/404.html");
// What the build reads: the site's sources, static files, configs and the build-time settings.
const SOURCES = [
  "src",
  "public",
  "scripts",
  "package-lock.json",
  "astro.config.ts",
  ".env",
  ".env.local",
  ".env.production",
];

/**
 * Newest modification time under a path, in ms; 0 when it does not exist.
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (/** @type {number} */ newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs,
  );
}

const mode = process.env.BUILD_MODE ?? "production";
const infoFile = join(root, "build/build-info.json");
const builtMode = existsSync(infoFile) ? JSON.parse(readFileSync(infoFile, "utf8")).mode : undefined;
const builtAt = existsSync(builtMarker) && builtMode === mode ? statSync(builtMarker).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));

if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed since the last build; building the site." : "Building the site.");
  const script = mode === "production" ? "build" : `build:${mode}`;
  const build = spawnSync("npm", ["run", "--silent", script], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../server/index.mjs");
