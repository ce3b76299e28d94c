// @vitest-environment node
import { pageList, pages } from "~/content/pages";
import { canonicalUrl, pageMeta, pageTitle } from "./meta";

describe("pageTitle", () => {
  it("is the product name alone on the home page", () => {
    expect(pageTitle(pages.home)).toBe("Brisk");
  });

  it("is '{Page} | Brisk' on every other page", () => {
    expect(pageTitle(pages.plans)).toBe("Plans and Pricing | Brisk");
    expect(pageTitle(pages.notFound)).toBe("Page Not Found | Brisk");
  });
});

describe("pageMeta", () => {
  it("gives each page a unique description of a length search results show whole", () => {
    const descriptions = pageList.filter((page) => page.inSitemap).map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it("links each page to its absolute canonical URL", () => {
    expect(pageMeta(pages.plans)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/plans",
    });
    expect(canonicalUrl("/")).toBe("http://localhost:3000/");
  });

  it("keeps the not-found page out of search results and gives it no canonical", () => {
    const meta = pageMeta(pages.notFound);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("sharing tags", () => {
  it("give every page Open Graph and Twitter card tags with the absolute share image", () => {
    for (const page of pageList.filter((page) => page.inSitemap)) {
      const meta = pageMeta(page);
      expect(meta).toContainEqual({ property: "og:title", content: pageTitle(page) });
      expect(meta).toContainEqual({ property: "og:url", content: canonicalUrl(page.path) });
      expect(meta).toContainEqual({ property: "og:image", content: "http://localhost:3000/og-image.jpg" });
      expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    }
  });
});
