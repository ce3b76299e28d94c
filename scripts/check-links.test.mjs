// @vitest-environment node
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findDeadLinks, readSite } from "./check-links.mjs";
import { temporarySites } from "./lib/temp-sites.mjs";

const ORIGIN = "http://localhost:3000";
/** A page of the shape the build writes, with `body` in its <main>. @param {string} path @param {string} body */
const page = (path, body) =>
  [
    `<!DOCTYPE html><html lang="en"><head><link rel="canonical" href="${ORIGIN}${path}"/>`,
    '<link rel="stylesheet" href="/assets/app.css"/><script type="module" src="/assets/site.js"></script>',
    `<meta property="og:image" content="${ORIGIN}/og-image.jpg"/><meta name="twitter:image" content="https://cdn.example.com/x.jpg"/>`,
    '</head><body><a href="#main-content">Skip</a><main id="main-content">',
    body,
    '</main><script type="module">import "/assets/entry.js";\nimport("/assets/root.js");</script>',
    `<script>var s = '<a href="/in-a-script">';</script></body></html>`,
  ].join("");

// A small built site where every reference resolves.
const HOME = [
  '<a href="/features">Features</a><a href="/features/">Features</a><a href="features#pricing">Pricing</a>',
  '<a href="/faqs?modal=content&amp;title=Reporting">FAQ</a><a href="/#main-content">Top</a><a href="#">Nowhere</a>',
  '<a href="https://www.facebook.com/brisk">Facebook</a><a href="mailto:support@brisk.ph">Mail</a><a href="tel:911">Call</a>',
  '<picture><source type="image/webp" srcSet="/images/cards/a-400.webp 400w, /images/cards/a-800.webp 800w"/>',
  '<img src="/images/cards/a.svg" alt=""/></picture><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""/>',
  '<video poster="/media/poster.jpg"></video><!-- <a href="/old-page">Old</a> -->',
  '<astro-island component-url="/assets/finder.js" renderer-url="/assets/client.js"></astro-island>',
].join("");
/** @type {Record<string, string>} */
const BODIES = { "/": HOME, "/features": '<h2 id="pricing">Pricing</h2>', "/faqs": "<h1>FAQ</h1>" };
const SITE = {
  "index.html": page("/", HOME),
  "features/index.html": page("/features", BODIES["/features"] ?? ""),
  "faqs/index.html": page("/faqs", BODIES["/faqs"] ?? ""),
  "features/index.html.br": '<a href="/compressed-twin">',
  "sitemap.xml": [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...["/", "/features", "/faqs"].map(
      (path) =>
        `<url><loc>${ORIGIN}${path}</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${path}"/></url>`,
    ),
    "</urlset>",
  ].join("\n"),
  "assets/app.css": "",
  "assets/site.js": "",
  "assets/entry.js": "",
  "assets/root.js": "",
  "assets/finder.js": "",
  "assets/client.js": "",
  "images/cards/a.svg": "",
  "images/cards/a-400.webp": "",
  "images/cards/a-800.webp": "",
  "media/poster.jpg": "",
  "og-image.jpg": "",
};

const writeSite = temporarySites("check-links-");

/** @param {Record<string, string>} files */
const check = (files) => findDeadLinks(readSite(writeSite(files)));

describe("findDeadLinks", () => {
  it("passes a site whose references all resolve, counting only the internal ones", () => {
    // Per page: the stylesheet, og:image, skip link, module script, 2 imports and the canonical; the
    // home page's 10 internal links and pictures and its island's 2 bundles besides; and the
    // sitemap's 3 entries and their 3 alternates.
    expect(check(SITE)).toEqual({ pages: 3, references: 3 * 7 + 12 + 3 + 3, dead: [] });
  });

  it.each([
    ["href", "/", '<a href="/pricing?plan=free#top">Pricing</a>', "/pricing?plan=free#top"],
    ["img src", "/", '<img src="/images/cards/missing.svg" alt=""/>', "/images/cards/missing.svg"],
    [
      "srcset entry",
      "/",
      '<img srcset="/images/cards/a.svg 1x, /images/cards/b@2x.png 2x" alt=""/>',
      "/images/cards/b@2x.png",
    ],
    [
      "source srcset entry",
      "/",
      '<source srcSet="/images/cards/a-400.webp 400w,/images/cards/a-1200.webp 1200w"/>',
      "/images/cards/a-1200.webp",
    ],
    ["video poster", "/", '<video poster="/media/poster.png"></video>', "/media/poster.png"],
    ["module script", "/", '<script type="module" src="/assets/old.js"></script>', "/assets/old.js"],
    [
      "island bundle",
      "/",
      '<astro-island component-url="/assets/gone.js" renderer-url="/assets/client.js"></astro-island>',
      "/assets/gone.js",
    ],
    [
      "inline module import",
      "/",
      '<script type="module">import * as r from "/assets/gone.js";</script>',
      "/assets/gone.js",
    ],
    ["in-page fragment", "/", '<a href="#download">Download</a>', "#download"],
    [
      "fragment into a template",
      "/",
      '<template><p id="hidden"></p></template><a href="#hidden">x</a>',
      "#hidden",
    ],
    ["fragment on another page", "/", '<a href="/features#plans">Plans</a>', "/features#plans"],
    ["relative href", "/features", '<a href="faq">FAQ</a>', "faq"],
    [
      "own-origin og:image",
      "/",
      `<meta property="og:image" content="${ORIGIN}/og.png"/>`,
      `${ORIGIN}/og.png`,
    ],
    ["own-origin absolute href", "/", `<a href="${ORIGIN}/about/">About</a>`, `${ORIGIN}/about/`],
  ])("reports a dead %s", (_, path, markup, reference) => {
    const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
    // Among the page's valid references, and twice: each dead reference is listed once per page.
    const { dead } = check({ ...SITE, [file]: page(path, `${BODIES[path]}${markup}${markup}`) });
    expect(dead).toEqual([{ page: path, reference }]);
  });

  it.each([
    ["a page that is not built", `${ORIGIN}/plans`],
    ["a URL on another origin", "https://brisk.ph/faqs"],
    ["a relative URL", "/faqs"],
  ])("reports a sitemap <loc> naming %s", (_, loc) => {
    const { dead } = check({ ...SITE, "sitemap.xml": `${SITE["sitemap.xml"]}<url><loc>${loc}</loc></url>` });
    expect(dead).toEqual([{ page: "/sitemap.xml", reference: loc }]);
  });

  it("reports a sitemap alternate naming a page that is not built", () => {
    const alternate = `<xhtml:link rel="alternate" hreflang="fil" href="${ORIGIN}/fil"/>`;
    const { dead } = check({
      ...SITE,
      "sitemap.xml": `${SITE["sitemap.xml"]}<url><loc>${ORIGIN}/</loc>${alternate}</url>`,
    });
    expect(dead).toEqual([{ page: "/sitemap.xml", reference: `${ORIGIN}/fil` }]);
  });

  it("refuses a folder without index.html", () => {
    expect(() => readSite(writeSite({ "features/index.html": page("/features", "") }))).toThrow(
      /No index\.html in .*: run `npm run build` first/,
    );
  });
});

// Each test starts Node on the script: 60 s bounds a loaded machine, as check-html's command tests.
describe("the command", { timeout: 60_000 }, () => {
  const script = fileURLToPath(new URL("./check-links.mjs", import.meta.url));
  /** @param {Record<string, string>} files */
  const run = (files) => spawnSync(process.execPath, [script, writeSite(files)], { encoding: "utf8" });

  it("says how much it checked and exits 0 when everything resolves", () => {
    const { status, stdout } = run(SITE);
    expect(stdout).toBe("check-links: 39 references in 3 pages, all resolve\n");
    expect(status).toBe(0);
  });

  it("lists each dead reference as page -> reference and exits 1", () => {
    const { status, stderr } = run({ ...SITE, "faqs/index.html": page("/faqs", '<a href="/pricing">x</a>') });
    expect(stderr).toContain("\n  /faqs -> /pricing\n");
    expect(status).toBe(1);
  });

  it("exits 1, asking for a build, when the folder has no index.html", () => {
    const { status, stderr } = run({});
    expect(stderr).toMatch(/run `npm run build` first/);
    expect(status).toBe(1);
  });
});
