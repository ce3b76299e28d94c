import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// The built site the tests run against (npm run build:test), read from disk.

export const buildRoot = new URL("../build/client/", import.meta.url).pathname;

export const KB = 1000;

/** Size as gzip at level 9 (what any host can send), so a budget does not move with the server. */
export const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).byteLength;

/** A built file's gzip size, by its URL path ("/assets/x.js"). */
export const builtSize = (urlPath: string) => gzipSize(readFileSync(join(buildRoot, urlPath)));

/** The built scripts that hold React (Astro's React renderer and what it imports), as URL paths. */
export const reactFiles = new Set(
  readdirSync(join(buildRoot, "assets"))
    .filter((name) => name.endsWith(".js"))
    .filter((name) =>
      /Minified React error|react\.transitional\.element/.test(
        readFileSync(join(buildRoot, "assets", name), "utf8"),
      ),
    )
    .map((name) => `/assets/${name}`),
);
