// @vitest-environment node
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots.txt", () => {
  const locs = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("list the canonical URL of every page but the not-found page, English first", () => {
    expect(locs.slice(0, 13)).toEqual([
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

  it("list every page in Filipino too, under /fil", () => {
    expect(locs.slice(13)).toEqual(
      locs.slice(0, 13).map((loc) => loc!.replace("3000/", "3000/fil/").replace(/\/$/, "")),
    );
  });

  it("give every URL its twins and English as x-default", () => {
    const plans = sitemapXml().match(
      /<url>\s*<loc>http:\/\/localhost:3000\/fil\/plans<\/loc>[\s\S]*?<\/url>/,
    )?.[0];
    expect(plans).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/plans"/>');
    expect(plans).toContain(
      '<xhtml:link rel="alternate" hreflang="fil" href="http://localhost:3000/fil/plans"/>',
    );
    expect(plans).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/plans"/>',
    );
  });

  it("names the sitemap in robots.txt", () => {
    expect(robotsTxt()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
