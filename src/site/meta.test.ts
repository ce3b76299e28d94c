// @vitest-environment node
import { pageList } from "~/content/pages";
import { pageTitle, pageUrl, shareMeta } from "./meta";
import { readWords } from "~/i18n/read-words";
import { translationOf } from "~/i18n/translations";

const words = readWords();
const homePage = translationOf(words, "en").page("home");
const plansPage = translationOf(words, "en").page("plans");

/** Every page of the registry with its words, in each language, in the registry's order. */
const pagesWithText = pageList.map((page) => translationOf(words, "en").page(page.id));
const indexedPages = pagesWithText.filter((page) => page.inSitemap);
const filipinoPagesWithText = pageList.map((page) => translationOf(words, "fil").page(page.id));
const filipinoIndexedPages = filipinoPagesWithText.filter((page) => page.inSitemap);

it("gives every page of the registry its words in each language, each in its own language", () => {
  expect(new Set(pagesWithText.map((page) => page.lang))).toEqual(new Set(["en"]));
  expect(new Set(filipinoPagesWithText.map((page) => page.lang))).toEqual(new Set(["fil"]));
  expect(filipinoPagesWithText.map((page) => page.title)).not.toEqual(
    pagesWithText.map((page) => page.title),
  );
});

describe("the Filipino pages", () => {
  it("have their own descriptions, of a length search results show whole", () => {
    const descriptions = filipinoIndexedPages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(indexedPages.map((page) => page.description)).not.toContain(description);
    }
  });
});

describe("descriptions", () => {
  it("gives each page a unique description of a length search results show whole", () => {
    const descriptions = indexedPages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });
});

// Each page's title, canonical and alternates as built, in both languages: e2e/built/.
describe("shareMeta", () => {
  it("names Filipino pages in Filipino, with English as the alternate locale", () => {
    const share = shareMeta(translationOf(words, "fil").page("plans"));
    expect(share).toContainEqual({ property: "og:locale", content: "fil_PH" });
    expect(share).toContainEqual({ property: "og:locale:alternate", content: "en_PH" });
    expect(share).toContainEqual({ property: "og:url", content: "http://localhost:3000/fil/plans" });
  });

  it("gives every page Open Graph and Twitter card tags with the absolute share image", () => {
    for (const page of [...indexedPages, ...filipinoIndexedPages]) {
      const share = shareMeta(page);
      expect(share).toContainEqual({ property: "og:title", content: pageTitle(page) });
      expect(share).toContainEqual({ property: "og:description", content: page.description });
      expect(share).toContainEqual({ property: "og:url", content: pageUrl(page) });
      expect(share).toContainEqual({ property: "og:image", content: "http://localhost:3000/og-image.jpg" });
      expect(share).toContainEqual({ property: "og:image:width", content: "1200" });
      expect(share).toContainEqual({ property: "og:image:height", content: "630" });
      expect(share).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
      expect(share).toContainEqual({ name: "twitter:title", content: pageTitle(page) });
    }
  });

  it("describes the picture in the page's own words", () => {
    expect(shareMeta(plansPage)).toContainEqual({
      property: "og:image:alt",
      content: plansPage.shareImageAlt,
    });
    expect(shareMeta(translationOf(words, "fil").page("plans"))).toContainEqual({
      name: "twitter:image:alt",
      content: translationOf(words, "fil").page("plans").shareImageAlt,
    });
  });

  it("names English pages in English, with Filipino as the alternate locale", () => {
    const share = shareMeta(homePage);
    expect(share).toContainEqual({ property: "og:locale", content: "en_PH" });
    expect(share).toContainEqual({ property: "og:locale:alternate", content: "fil_PH" });
  });
});
