// @vitest-environment node
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots.txt", () => {
  it("list the canonical URL of every page but the not-found page", () => {
    const locs = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      "http://localhost:3000/",
      "http://localhost:3000/features",
      "http://localhost:3000/agencies",
      "http://localhost:3000/plans",
      "http://localhost:3000/about",
      "http://localhost:3000/faqs",
      "http://localhost:3000/contact",
      "http://localhost:3000/get-started",
      "http://localhost:3000/safety",
      "http://localhost:3000/poster",
      "http://localhost:3000/accessibility",
      "http://localhost:3000/terms",
      "http://localhost:3000/privacy",
    ]);
  });

  it("names the sitemap in robots.txt", () => {
    expect(robotsTxt()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
