import { sitemapXml } from "~/site/sitemap";

// The sitemap from the page registry, with each page's language twins and x-default as alternates
// (docs/architecture.md says why this is not @astrojs/sitemap).
export const GET = () =>
  new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
