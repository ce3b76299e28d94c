import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { byLang, defaultLang, langInfo, langs, pathIn, pathWithoutLang } from "../../src/content/langs";
import { readWords } from "../../src/i18n/read-words";
import { pages } from "../../src/content/pages";
import { BROWSER_FLOOR } from "../../scripts/build/browser-floor.mjs";
import { buildRoot, gzipSize, KB } from "../built-files";
import { cardsOf, cardTextOf, firstWords } from "../cards-of";
import { pagesIn } from "../site-pages";
import { documentOf, htmlFileOf } from "./documents";
import { translationOf } from "../../src/i18n/translations";

/*
 * What needs no browser, checked on the built files themselves (npm run build:test): each page's
 * head and heading in each language, the sitemap, the size budgets of what a page is sent, and no
 * English left in a Filipino page. What needs a browser is in e2e/*.spec.ts: one visit per page.
 */

/** The origin the test build writes: VITE_SITE_URL is unset there, so the documented default. */
const ORIGIN = "http://localhost:3000";
const absolute = (path: string) => `${ORIGIN}${path}`;

/** The budgets of docs/performance.md, as gzip at level 9 of the built files (what any host can send). */
const BUDGETS = {
  /** What fits the first round trip with the headers (ten TCP segments); the FAQ pages carry 20 answers. */
  html: 14 * KB,
  faqsHtml: 20 * KB,
  css: 15 * KB,
};

/** A page's HTML budget, by its path. */
const htmlBudgetOf = (path: string) => (/(^|\/)faqs$/.test(path) ? BUDGETS.faqsHtml : BUDGETS.html);

const attr = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

/** The words a visitor can read or hear: text outside scripts and styles, and alt, title and aria-label. */
function wordsOf(document: Document, { ownLanguageOnly = false } = {}): string[] {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll("script, style, template")) element.remove();
  // Words a page gives in another language on purpose say so with their `lang` (the resolution in
  // English on the council templates, the language switcher's names); the plain-text copy of the
  // templates repeats the page's words and that resolution, so it goes too.
  if (ownLanguageOnly) {
    const own = document.documentElement.lang;
    for (const element of body.querySelectorAll(`[lang]:not([lang="${own}"]), textarea`)) element.remove();
  }
  const labels = [...body.querySelectorAll("[aria-label], [alt], [title]")].flatMap((element) =>
    ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  // Block elements end a sentence for a reader; textContent would run them together.
  for (const block of body.querySelectorAll(
    "p, li, h1, h2, h3, h4, td, th, dt, dd, button, a, label, option",
  ))
    block.append("\n");
  return [body.textContent ?? "", document.title, ...labels].filter(Boolean);
}

/** The interface's words of each language, as the pages say them. */
const uiIn = byLang((lang) => translationOf(readWords(), lang).shared("ui"));

const pagesBuilt = langs.flatMap((lang) => pagesIn(lang).filter((page) => page.inSitemap));

describe("every page's head and heading", () => {
  const descriptions = new Map<string, string>();

  for (const page of pagesBuilt) {
    test(`${page.path} carries its language, title, one h1, description, canonical and twins`, () => {
      const document = documentOf(page.path);
      expect(document.documentElement.lang).toBe(langInfo[page.lang].code);
      expect(document.title).toBe(page.id === "home" ? "Brisk" : `${page.title} | Brisk`);
      expect([...document.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual([page.title]);

      // Each page says what it is in its own words: no two pages of a language share a description
      // (a language's words may borrow another's while it is translated), and none is blank.
      const description = attr(document, 'meta[name="description"]', "content")?.trim() ?? "";
      expect(description).not.toBe("");
      const key = `${page.lang}: ${description}`;
      expect(descriptions.get(key), `${page.path} has the description of`).toBeUndefined();
      descriptions.set(key, page.path);

      expect(attr(document, 'link[rel="canonical"]', "href")).toBe(absolute(page.path));
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
      const registryPath = pages[page.id].path;
      expect(alternates).toEqual([
        ...langs.map((lang) => [langInfo[lang].code, absolute(pathIn(registryPath, lang))]),
        ["x-default", absolute(pathIn(registryPath, "en"))],
      ]);
    });
  }

  test("the not-found pages say so in their language, link home and are kept out of search", () => {
    for (const lang of langs) {
      const text = translationOf(readWords(), lang).sections("notFound");
      const document = documentOf(pathIn("/404", lang));
      expect(document.documentElement.lang).toBe(langInfo[lang].code);
      expect(document.querySelector("h1")?.textContent).toBe(text.heading);
      expect(attr(document, 'meta[name="robots"]', "content")).toBe("noindex");
      expect(document.querySelector('link[rel="canonical"]')).toBeNull();
      const home = [...document.querySelectorAll("main a")].find(
        (a) => a.textContent?.trim() === text.homeLink,
      );
      expect(home?.getAttribute("href")).toBe(pathIn("/", lang));
    }
  });
});

// What the policies let run, as the pages carry them; that nothing the site does breaks them: csp.spec.ts.
test("only the contact page lets the captcha, EmailJS and inline styles in", () => {
  for (const { path } of pagesBuilt) {
    const policy = attr(documentOf(path), 'meta[http-equiv="content-security-policy" i]', "content") ?? "";
    expect(policy, path).toMatch(/script-src /);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
    const isContact = pathWithoutLang(path) === pages.contact.path;
    expect(/google|gstatic|emailjs/.test(policy), path).toBe(isContact);
    // The captcha's widget and the notices write inline styles; no other page allows any.
    const styleSrc = /style-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(styleSrc.includes("'unsafe-inline'"), path).toBe(isContact);
  }
});

describe("the footer", () => {
  // SPEC section 2: Quick Links, Resources and Legal; the pages added since join Resources.
  const groups = {
    "Quick Links": [
      ["Home", "/"],
      ["Features", "/features"],
      ["Agencies", "/agencies"],
      ["Plans", "/plans"],
    ],
    Resources: [
      ["About Us", "/about"],
      ["FAQs", "/faqs"],
      ["Contact", "/contact"],
      ["Get Started", "/get-started"],
      ["Safety and Trust", "/safety"],
      ["Barangay Poster", "/poster"],
      ["Barangay Council Kit", "/barangay-kit"],
      ["Accessibility", "/accessibility"],
    ],
    Legal: [
      ["Terms & Conditions", "/terms"],
      ["Data Privacy Policy", "/privacy"],
    ],
  };

  test("describes the product, groups the links under the spec's headings and ends with the 2025 line, on every page", () => {
    for (const page of pagesIn("en").filter((each) => each.inSitemap)) {
      const footer = documentOf(page.path).querySelector("footer")!;
      expect(footer.textContent, page.path).toContain(uiIn.en.footer.about);
      expect(footer.textContent, page.path).toContain("© 2025 Brisk. All rights reserved.");
      for (const [group, links] of Object.entries(groups)) {
        const nav = footer.querySelector(`nav[aria-label="${group}"]`);
        const shown = [...(nav?.querySelectorAll("a") ?? [])].map((a) => [
          a.textContent?.trim(),
          a.getAttribute("href"),
        ]);
        expect(shown, `${page.path}: ${group}`).toEqual(links);
      }
    }
  });
});

describe("the sitemap", () => {
  const sitemap = new JSDOM(readFileSync(join(buildRoot, "sitemap.xml"), "utf8"), { contentType: "text/xml" })
    .window.document;
  const urls = [...sitemap.getElementsByTagName("url")];

  test("lists each built page's canonical URL once, with the same twins as the page", () => {
    const listed = urls.map((url) => url.getElementsByTagName("loc")[0]?.textContent);
    expect(listed).toEqual(
      pagesBuilt.map((page) => attr(documentOf(page.path), 'link[rel="canonical"]', "href")),
    );
    for (const [index, url] of urls.entries()) {
      const twins = [...url.getElementsByTagName("xhtml:link")].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
      const page = documentOf(pagesBuilt[index]!.path);
      const onPage = [...page.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
      expect(twins, listed[index] ?? "").toEqual(onPage);
    }
  });

  test("is named in robots.txt", () => {
    expect(readFileSync(join(buildRoot, "robots.txt"), "utf8")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("what a page is sent", () => {
  const report: string[] = [];
  for (const path of [...pagesBuilt.map((page) => page.path), ...langs.map((lang) => pathIn("/404", lang))]) {
    test(`${path}: its HTML and its stylesheets stay within their budgets`, () => {
      const html = readFileSync(htmlFileOf(path));
      const document = documentOf(path);
      const css = [...document.querySelectorAll('link[rel="stylesheet"]')]
        .map((link) => join(buildRoot, link.getAttribute("href") ?? ""))
        .reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
      report.push(`${path}: HTML ${(gzipSize(html) / KB).toFixed(1)} kB, CSS ${(css / KB).toFixed(1)} kB`);
      expect(gzipSize(html), "HTML, gzip").toBeLessThanOrEqual(htmlBudgetOf(path));
      expect(css, "CSS, gzip").toBeLessThanOrEqual(BUDGETS.css);
      expect(css, "a stylesheet").toBeGreaterThan(0);
    });
  }

  // An island's props are written into the page's HTML; the header's, footer's and store buttons'
  // words are the page's, drawn once, and an island that carried them would send them twice.
  test("an island's props carry its language and its own words, none of the page's other words", () => {
    const islands = pagesBuilt.flatMap(({ path, lang }) =>
      [...documentOf(path).querySelectorAll("astro-island")].map((island) => ({
        path,
        lang,
        props: island.getAttribute("props") ?? "",
      })),
    );
    expect(islands.map(({ path }) => path).sort()).toEqual(
      langs.flatMap((lang) => [pathIn(pages.contact.path, lang), pathIn(pages.plans.path, lang)]).sort(),
    );
    for (const { path, lang, props } of islands) {
      const { header, footer, stores, skipLink } = uiIn[lang];
      const others = [skipLink, header.menu, header.navLabel, footer.about, footer.rights, stores.gotIt];
      expect(
        others.filter((text) => props.includes(text)),
        path,
      ).toEqual([]);
      expect(props, path).toContain(`"lang":[0,"${lang}"]`);
    }
  });

  test("its JavaScript runs as built in the oldest browsers the site supports", () => {
    // Astro builds the browser's JavaScript for the newest browsers; esbuild rewrites, for the
    // floor's browsers, any syntax they lack, so an unchanged file needs nothing they lack.
    const minify = (code: string, target: string | string[]) =>
      transformSync(code, { minify: true, format: "esm", target }).code;
    const scripts = readdirSync(join(buildRoot, "assets")).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const needLowering = scripts.filter((name) => {
      const code = readFileSync(join(buildRoot, "assets", name), "utf8");
      return minify(code, "esnext") !== minify(code, BROWSER_FLOOR);
    });
    expect(needLowering).toEqual([]);
  });

  test("a card page's first picture is preloaded from <head>, ahead of the stylesheet", () => {
    // A lost preload delayed this picture, the card pages' largest paint, by some 650 ms on a
    // throttled phone.
    const document = documentOf("/features");
    const firstPicture = document
      .querySelector("article[aria-labelledby^=card-title-] img")
      ?.getAttribute("src");
    expect(firstPicture).toMatch(/^\/assets\/reporting-incidents\.[\w-]{8}\.svg$/);
    const links = [...document.head.querySelectorAll("link")];
    const preload = links.findIndex(
      (link) =>
        link.rel === "preload" &&
        link.getAttribute("as") === "image" &&
        link.getAttribute("href") === firstPicture &&
        link.getAttribute("fetchpriority") === "high",
    );
    expect(preload).toBeGreaterThanOrEqual(0);
    expect(preload).toBeLessThan(links.findIndex((link) => link.rel === "stylesheet"));
  });

  test("every picture a page shows or preloads has a hashed name under /assets/, which is cached for a year", () => {
    // server/headers.mjs and the deploy configurations let browsers keep /assets/ for a year, so a
    // second visit asks for none of these again (e2e/cards.spec.ts watches it in a browser).
    const hashed = /^\/assets\/[\w-]+\.[\w-]{8}\.(svg|webp|jpg)$/;
    const pictures = new Set<string>();
    for (const path of [
      ...pagesBuilt.map((page) => page.path),
      ...langs.map((lang) => pathIn("/404", lang)),
    ]) {
      const document = documentOf(path);
      for (const element of document.querySelectorAll("img, source, link[rel=preload][as=image]")) {
        const urls = [
          element.getAttribute("src") ?? element.getAttribute("href"),
          ...(element.getAttribute("srcset") ?? "").split(",").map((each) => each.trim().split(" ")[0]),
        ];
        for (const url of urls) if (url) pictures.add(url);
      }
    }
    // Not a picture file but an endpoint's (src/pages/brisk-poster-qr.svg.ts), drawn at build time
    // from a setting; it keeps its own URL, which is revalidated (docs/performance.md).
    pictures.delete("/brisk-poster-qr.svg");
    expect(pictures.size).toBeGreaterThan(100);
    expect([...pictures].filter((url) => !hashed.test(url))).toEqual([]);
    expect([...pictures].filter((url) => !existsSync(join(buildRoot, url)))).toEqual([]);
    expect(readFileSync(join(buildRoot, "_headers"), "utf8")).toMatch(
      /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
  });

  test("the share image every page names is a 1200x630 JPEG of at most 300 kB", () => {
    const document = documentOf("/features");
    const image = new URL(attr(document, 'meta[property="og:image"]', "content") ?? "");
    expect(attr(document, 'meta[property="og:image:width"]', "content")).toBe("1200");
    expect(attr(document, 'meta[property="og:image:height"]', "content")).toBe("630");
    const file = join(buildRoot, image.pathname);
    expect(existsSync(file)).toBe(true);
    const body = readFileSync(file);
    expect(body.byteLength).toBeLessThanOrEqual(300_000);
    // JPEG files start with the SOI marker.
    expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe("every card's full text, in the page's HTML", () => {
  for (const page of pagesBuilt.filter((each) => cardsOf[each.id])) {
    test(`${page.path}: shows its cards in order, and each card's button opens its dialog with the card's whole text`, async () => {
      const document = documentOf(page.path);
      const cards = cardsOf[page.id]![page.lang];
      const shown = [...document.querySelectorAll("article[aria-labelledby^=card-title-]")].filter(
        (card) => !card.closest("dialog"),
      );
      expect(shown.map((card) => card.querySelector("h2, h3")?.textContent)).toEqual(
        cards.map((card) => card.title),
      );
      for (const card of cards) {
        // The button opens the dialog by HTML alone (invoker commands), with no script.
        const button = document.getElementById(`card-button-${card.id}`);
        expect(button?.getAttribute("command"), card.id).toBe("show-modal");
        // Each of a page's many "Read More" (or "Answer") buttons is named by its card.
        const buttonText = card.buttonText ?? uiIn[page.lang].card.readMore;
        expect(button?.getAttribute("aria-label")).toBe(`${buttonText}: ${card.title}`);
        const dialog = document.getElementById(button?.getAttribute("commandfor") ?? "");
        expect(dialog?.tagName, card.id).toBe("DIALOG");
        const text = dialog?.textContent?.replace(/\s+/g, " ") ?? "";
        expect(dialog?.querySelector("h2")?.textContent).toBe(card.title);
        expect(text).toContain(card.description);
        const blocks = cardTextOf(page.id, page.lang, card);
        expect(blocks.length, card.id).toBeGreaterThan(0);
        for (const block of blocks) expect(text, card.id).toContain(firstWords(block));
      }
    });
  }
});

/*
 * English words that a Filipino sentence has no use for. Names and the English words Filipinos use
 * as they are (app, report, barangay, points, download, Google Play) are not among them.
 */
const ENGLISH_ONLY = /\b(the|and|your|with|you|our|will|this|read more|please)\b/i;
/**
 * Official names that Philippine languages write in English, as government offices do: the kit's
 * BAC, and "person with disability" beside PWD, as the NCDA and Cebu's news write it.
 */
const ENGLISH_NAMES = /\b(Bids and Awards Committee|persons? with disabilit(y|ies))\b/gi;

describe("nothing left in English", () => {
  // Every language but English: its pages and its not-found page.
  const translated = langs.filter((lang) => lang !== defaultLang);
  for (const page of translated.flatMap(pagesIn)) {
    test(`${page.path} reads in its own language, every dialog, label and alt text included`, () => {
      const english = wordsOf(documentOf(page.path), { ownLanguageOnly: true })
        .flatMap((text) => text.split(/(?<=[.!?:])\s+|\n+/))
        .map((sentence) => sentence.trim())
        .filter((sentence) => ENGLISH_ONLY.test(sentence.replace(ENGLISH_NAMES, "")));
      expect(english).toEqual([]);
    });
  }
});
