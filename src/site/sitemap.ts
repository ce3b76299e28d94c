import { langs, pathIn } from "~/content/langs";
import { pageList } from "~/content/pages";
import { alternateLinks, canonicalUrl } from "./meta";

/**
 * The sitemap: every indexable page in every language, each with its twins as alternates (the
 * same list as the pages' <link rel="alternate" hreflang>), as search engines ask.
 */
export function sitemapXml(): string {
  const urls = langs.flatMap((lang) =>
    pageList
      .filter((page) => page.inSitemap)
      .map((page) => {
        const alternates = alternateLinks(page.path)
          .map(
            ({ hreflang, href }) =>
              `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
          )
          .join("");
        return `  <url>\n    <loc>${canonicalUrl(pathIn(page.path, lang))}</loc>${alternates}\n  </url>`;
      }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl("/sitemap.xml")}\n`;
}
