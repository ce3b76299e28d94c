// @vitest-environment node
import { langs, pathIn } from "~/content/langs";
import { pageList } from "~/content/pages";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots.txt", () => {
  const locs = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("list every page of the registry but the not-found page once, English first, then under /fil", () => {
    const expected = langs.flatMap((lang) =>
      pageList
        .filter((page) => page.inSitemap)
        .map((page) => `http://localhost:3000${pathIn(page.path, lang)}`),
    );
    expect(locs).toEqual(expected);
    expect(locs).not.toContain("http://localhost:3000/404");
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
