import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { defaultLang, langs } from "../../src/content/langs";
import { buildRoot } from "../built-files";

/*
 * The words editor as the build serves it (/admin/, docs/editing.md): Sveltia CMS from the installed
 * package, pinned by the lock file, with nothing from a CDN; kept out of search and of the sitemap.
 * e2e/editor.spec.ts edits through it in Chromium.
 */

const admin = (path: string) => readFileSync(join(buildRoot, "admin", path), "utf8");
const packageRoot = join(dirname(createRequire(import.meta.url).resolve("@sveltia/cms")), "..");
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { version: string }>;
};

describe("the words editor at /admin/", () => {
  test("is the package's own script, at the version the lock file pins, its fonts served by the site", () => {
    const script = admin("sveltia-cms.js");
    const published = readFileSync(join(packageRoot, "dist/sveltia-cms.js"), "utf8");
    expect(lock.packages["node_modules/@sveltia/cms"]?.version).toBe(
      JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")).version,
    );
    expect(script).not.toContain("cdn.jsdelivr.net");
    const fonts = [...script.matchAll(/\/admin\/fonts\/([\w-]+\.woff2)/g)].map((match) => match[1] ?? "");
    expect(new Set(fonts).size).toBe(3);
    for (const font of fonts) expect(readdirSync(join(buildRoot, "admin/fonts"))).toContain(font);
    // Apart from the fonts' addresses and the source map's comment, the published script.
    const unfont = (text: string) =>
      text
        .replace(
          /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/[^)]+\.woff2|\/admin\/fonts\/[\w-]+\.woff2/g,
          "FONT",
        )
        .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
    expect(unfont(script)).toBe(unfont(published));
  });

  test("loads nothing from another site, and is kept out of search and of the sitemap", () => {
    const html = admin("index.html");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/admin/config.json",
      "/admin/allow-zoom.js",
      "/admin/sveltia-cms.js",
    ]);
    expect(readFileSync(join(buildRoot, "sitemap.xml"), "utf8")).not.toContain("/admin");
    expect(admin("LICENSE.txt")).toContain("MIT License");
  });

  test("is configured for every language of the site, English first", () => {
    const config = JSON.parse(admin("config.json")) as {
      i18n: { locales: string[]; default_locale: string };
    };
    expect(config.i18n.locales).toEqual([...langs]);
    expect(config.i18n.default_locale).toBe(defaultLang);
  });
});
