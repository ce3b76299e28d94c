// @vitest-environment node
import { aboutPage } from "~/content/about";
import { accessibilityPage } from "~/content/accessibility";
import { getStartedPage } from "~/content/get-started";
import { posterPage } from "~/content/poster";
import { safetyPage } from "~/content/safety";
import { agenciesPage } from "~/content/agencies";
import { contactPage } from "~/content/contact";
import { faqsPage } from "~/content/faqs";
import { featuresPage } from "~/content/features";
import { homePage } from "~/content/home";
import { privacyPage } from "~/content/legal/privacy";
import { termsPage } from "~/content/legal/terms";
import { notFoundPage } from "~/content/not-found";
import { pageList } from "~/content/pages";
import { plansPage } from "~/content/plans";
import { canonicalUrl, pageMeta, pageTitle } from "./meta";

/** Every page with its words, as each route's meta reads them. */
const pagesWithText = [
  homePage,
  featuresPage,
  agenciesPage,
  plansPage,
  aboutPage,
  faqsPage,
  contactPage,
  getStartedPage,
  safetyPage,
  posterPage,
  accessibilityPage,
  termsPage,
  privacyPage,
  notFoundPage,
];
const indexedPages = pagesWithText.filter((page) => page.inSitemap);

it("gives every page of the registry its words, once", () => {
  expect(pagesWithText.map((page) => page.id)).toEqual(pageList.map((page) => page.id));
});

describe("pageTitle", () => {
  it("is the product name alone on the home page", () => {
    expect(pageTitle(homePage)).toBe("Brisk");
  });

  it("is '{Page} | Brisk' on every other page", () => {
    expect(pageTitle(plansPage)).toBe("Plans and Pricing | Brisk");
    expect(pageTitle(notFoundPage)).toBe("Page Not Found | Brisk");
  });
});

describe("pageMeta", () => {
  it("gives each page a unique description of a length search results show whole", () => {
    const descriptions = indexedPages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it("links each page to its absolute canonical URL", () => {
    expect(pageMeta(plansPage)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/plans",
    });
    expect(canonicalUrl("/")).toBe("http://localhost:3000/");
  });

  it("keeps the not-found page out of search results and gives it no canonical", () => {
    const meta = pageMeta(notFoundPage);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("sharing tags", () => {
  it("give every page Open Graph and Twitter card tags with the absolute share image", () => {
    for (const page of indexedPages) {
      const meta = pageMeta(page);
      expect(meta).toContainEqual({ property: "og:title", content: pageTitle(page) });
      expect(meta).toContainEqual({ property: "og:url", content: canonicalUrl(page.path) });
      expect(meta).toContainEqual({ property: "og:image", content: "http://localhost:3000/og-image.jpg" });
      expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    }
  });
});
