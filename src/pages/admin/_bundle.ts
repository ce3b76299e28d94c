/**
 * The editor's script, served by the site from the installed package (pinned by the lock file), not
 * from a CDN: Sveltia CMS's browser build, with its three web fonts, which it would fetch from
 * jsDelivr, pointed at copies under /admin/fonts/ that the package also ships (npm/assets/).
 */
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The package's folder, where Node finds it from the project. */
const packageRoot = join(
  dirname(createRequire(join(process.cwd(), "package.json")).resolve("@sveltia/cms")),
  "..",
);

export const editorVersion: string = JSON.parse(
  readFileSync(join(packageRoot, "package.json"), "utf8"),
).version;

/** A font the bundle names on jsDelivr: `…/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2`. */
const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

export type EditorFont = {
  /** Its name under /admin/fonts/, without .woff2: "source-sans-3-latin-wght-normal". */
  name: string;
  url: string;
  /** The package's copy, npm/assets/<name>-<hash>.woff2, and its licence beside it. */
  file: string;
  license: string;
};

const assets = join(packageRoot, "npm/assets");

/** The browser build as published. */
const published = readFileSync(join(packageRoot, "dist/sveltia-cms.js"), "utf8");

/**
 * Every font the bundle loads, each with the package's own copy. A font the package does not ship
 * stops the build: the editor would otherwise reach a CDN that its policy refuses.
 */
export const editorFonts: EditorFont[] = [...new Set(published.match(FONT_URL) ?? [])].map((url) => {
  const [, family = "", subset = ""] = new RegExp(FONT_URL.source).exec(url) ?? [];
  const name = `${family}-${subset}`;
  const file = readdirSync(assets).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith(".woff2"));
  if (!file)
    throw new Error(`@sveltia/cms ${editorVersion} loads ${url}, and npm/assets/ has no ${name}-*.woff2`);
  return { name, url, file: join(assets, file), license: join(assets, `${family}.LICENSE.txt`) };
});

/**
 * The script /admin/ loads: the fonts at the site's own address, the source map's comment gone
 * (the map, 9 MB, is not served).
 */
export function editorScript(): string {
  let script = published.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  for (const font of editorFonts) script = script.replaceAll(font.url, `/admin/fonts/${font.name}.woff2`);
  return script;
}

/** The package's licence (MIT), served beside the script. */
export const editorLicense = () => readFileSync(join(packageRoot, "LICENSE.txt"), "utf8");
