import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { pathWithoutLang } from "../src/content/langs";
import { expect, PAGES_IN_EVERY_LANGUAGE, stubRecaptcha, test } from "./helpers";

// The budgets of docs/performance.md, from a browser that loads each built page, waits for its load
// and for the network to go quiet, and neither scrolls nor clicks. Sizes are gzip at level 9 of the
// built files (what any host can send), so they do not move with the machine.

const KB = 1000;
const BUDGETS = {
  /** The site's own JavaScript before the visitor does anything, inline scripts included. */
  javascript: 20 * KB,
  /** The contact pages run the form, React with it, from the start. */
  javascriptContact: 80 * KB,
  css: 15 * KB,
  /** Every page carries every card's full text (issue 25): the largest, /fil/plans, was 13.6 kB. */
  html: 16 * KB,
};
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const buildRoot = new URL("../build/client/", import.meta.url).pathname;
const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).byteLength;
const assetSize = (urlPath: string) => gzipSize(readFileSync(join(buildRoot, urlPath)));

/** The built scripts that hold React: Astro's React renderer and what it imports. */
const reactFiles = new Set(
  readdirSync(join(buildRoot, "assets"))
    .filter((name) => name.endsWith(".js"))
    .filter((name) =>
      /Minified React error|react\.transitional\.element/.test(
        readFileSync(join(buildRoot, "assets", name), "utf8"),
      ),
    )
    .map((name) => `/assets/${name}`),
);

const PATHS = [...PAGES_IN_EVERY_LANGUAGE.map((page) => page.path), "/no-such-page", "/fil/no-such-page"];

/** What one page loads on arrival: its scripts and stylesheets by URL path, and its inline scripts. */
async function firstLoad(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const loaded = await page.evaluate(() => ({
    files: performance.getEntriesByType("resource").map((entry) => entry.name),
    inline: [...document.querySelectorAll("script:not([src])")]
      .filter((script) => script.getAttribute("type") !== "application/ld+json")
      .map((script) => script.textContent ?? ""),
  }));
  // reCAPTCHA's own scripts come from Google's origin and do not count.
  const ownOrigin = new URL(page.url()).origin;
  const ownFiles = loaded.files
    .map((url) => new URL(url))
    .filter((url) => url.origin === ownOrigin)
    .map((url) => url.pathname);
  return {
    scripts: ownFiles.filter((file) => file.endsWith(".js")),
    styles: ownFiles.filter((file) => file.endsWith(".css")),
    inline: loaded.inline,
  };
}

for (const viewport of VIEWPORTS) {
  test(`every page's first load stays within the JavaScript and CSS budgets at ${viewport.width}px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // One tab with the cache off: each page arrives as on a first visit, and a new document starts
    // its own list of what it loaded.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send("Network.setCacheDisabled", { cacheDisabled: true });
    await stubRecaptcha(page);
    const report: string[] = [];
    for (const path of PATHS) {
      const { scripts, styles, inline } = await firstLoad(page, path);
      const javascript =
        scripts.reduce((sum, file) => sum + assetSize(file), 0) +
        inline.reduce((sum, text) => sum + gzipSize(text), 0);
      const isContact = pathWithoutLang(path) === "/contact";
      report.push(`${path}: ${(javascript / KB).toFixed(1)} kB`);
      expect
        .soft(javascript, `${path} JavaScript`)
        .toBeLessThanOrEqual(isContact ? BUDGETS.javascriptContact : BUDGETS.javascript);
      const css = styles.reduce((sum, file) => sum + assetSize(file), 0);
      expect.soft(css, `${path} CSS`).toBeLessThanOrEqual(BUDGETS.css);
      // React loads only where an island needs it from the start: the contact form.
      expect
        .soft(
          scripts.some((file) => reactFiles.has(file)),
          `${path} loads React`,
        )
        .toBe(isContact);
    }
    await context.close();
    console.log(`First-load JavaScript at ${viewport.width}px (gzip):\n  ${report.join("\n  ")}`);
  });
}

test("React arrives on /plans only when the plan finder comes into view", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize(VIEWPORTS[0]!);
  await page.goto("/plans");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((file) => reactFiles.has(file))).toEqual([]);
  await page.getByRole("heading", { name: "Find the plan for your barangay" }).scrollIntoViewIfNeeded();
  await expect.poll(() => requested.some((file) => reactFiles.has(file))).toBe(true);
});

test("each page's HTML stays within its budget", () => {
  for (const path of PATHS.filter((candidate) => !candidate.endsWith("no-such-page"))) {
    const file = join(buildRoot, path === "/" ? "" : path, "index.html");
    expect.soft(gzipSize(readFileSync(file)), path).toBeLessThanOrEqual(BUDGETS.html);
  }
  for (const file of ["404.html", "fil/404.html"]) {
    expect.soft(gzipSize(readFileSync(join(buildRoot, file))), file).toBeLessThanOrEqual(BUDGETS.html);
  }
});
