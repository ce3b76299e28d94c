// @vitest-environment node
import { byLang, defaultLang, langs, type Lang } from "~/content/langs";
import { pageList } from "~/content/pages";
import { pageTitle, pageUrl, shareMeta } from "./meta";
import { readWords } from "~/i18n/read-words";
import { translationOf } from "~/i18n/translations";

const words = readWords();
const homePage = translationOf(words, "en").page("home");
const plansPage = translationOf(words, "en").page("plans");

/** Every page of the registry with its words, in each language, in the registry's order. */
const pagesIn = byLang((lang) => pageList.map((page) => translationOf(words, lang).page(page.id)));
const indexedPages = langs.flatMap((lang) => pagesIn[lang].filter((page) => page.inSitemap));

it("gives every page of the registry its words in each language, each in its own language", () => {
  const titles = (lang: Lang) => pagesIn[lang].map((page) => page.title);
  for (const lang of langs) {
    expect(new Set(pagesIn[lang].map((page) => page.lang))).toEqual(new Set([lang]));
    if (lang !== defaultLang) expect(titles(lang), lang).not.toEqual(titles(defaultLang));
  }
});

// Unique in each language, and none left in English: e2e/built/built-site.test.ts.
it("gives each page a description of a length search results show whole, in each language", () => {
  for (const page of indexedPages) {
    expect(page.description.length, `${page.lang} ${page.id}`).toBeGreaterThanOrEqual(70);
    expect(page.description.length, `${page.lang} ${page.id}`).toBeLessThanOrEqual(160);
  }
});

// Each page's title, canonical and alternates as built, in every language: e2e/built/.
describe("shareMeta", () => {
  it("names Filipino pages in Filipino, with English as the alternate locale", () => {
    const share = shareMeta(translationOf(words, "fil").page("plans"));
    expect(share).toContainEqual({ property: "og:locale", content: "fil_PH" });
    expect(share).toContainEqual({ property: "og:locale:alternate", content: "en_PH" });
    expect(share).toContainEqual({ property: "og:url", content: "http://localhost:3000/fil/plans" });
  });

  it("gives every page Open Graph and Twitter card tags with the absolute share image", () => {
    for (const page of indexedPages) {
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
