import { notFoundPage, pages } from "~/content/pages";
import { canonicalUrl, pageMeta, pageTitle } from "./meta";

describe("pageTitle", () => {
  it("is the product name alone on the home page", () => {
    expect(pageTitle(pages.home)).toBe("Brisk");
  });

  it("is '{Page} | Brisk' on every other page", () => {
    expect(Object.values(pages).map(pageTitle)).toEqual([
      "Brisk",
      "App Features | Brisk",
      "For Agencies | Brisk",
      "Plans and Pricing | Brisk",
      "Contact | Brisk",
      "Terms and Conditions | Brisk",
      "Privacy Policy | Brisk",
      "About Us | Brisk",
      "FAQs | Brisk",
    ]);
  });
});

describe("pageMeta", () => {
  it("gives each page a unique description of a length search results show whole", () => {
    const descriptions = Object.values(pages).map((page) => page.description);
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
    const meta = pageMeta(notFoundPage);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("sharing tags", () => {
  it("give every page Open Graph and Twitter card tags with the absolute share image", () => {
    for (const page of Object.values(pages)) {
      const meta = pageMeta(page);
      expect(meta).toContainEqual({ property: "og:title", content: pageTitle(page) });
      expect(meta).toContainEqual({ property: "og:url", content: canonicalUrl(page.path) });
      expect(meta).toContainEqual({ property: "og:image", content: "http://localhost:3000/og-image.jpg" });
      expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    }
  });
});
