import { sitemapXml } from "~/site/sitemap";

// A resource route: pre-rendered at build time to build/client/sitemap.xml.
export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
