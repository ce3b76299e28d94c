import { pageList } from "~/content/pages";
import { canonicalUrl } from "./meta";

/** The sitemap: the canonical URL of every indexable page. */
export function sitemapXml(): string {
  const urls = pageList
    .filter((page) => page.inSitemap)
    .map((page) => `  <url><loc>${canonicalUrl(page.path)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl("/sitemap.xml")}\n`;
}
