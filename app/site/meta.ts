import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";
import { shareImagePath, type Page, type PageWithText } from "~/content/pages";

/** The document title: the product name alone on the home page, `{Page} | Brisk` elsewhere. */
export function pageTitle(page: Pick<Page, "path" | "title">): string {
  return page.path === "/" ? siteConfig.name : `${page.title} | ${siteConfig.name}`;
}

/** The absolute canonical URL of a path, built from the deploy's site URL. */
export function canonicalUrl(path: string): string {
  return path === "/" ? `${siteConfig.url}/` : `${siteConfig.url}${path}`;
}

/** The picture shown when a page is shared (drawn at build time by routes/share-image.ts). */
export const shareImage = {
  path: shareImagePath,
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: report incidents and reach responders fast`,
} as const;

/** Open Graph and Twitter card tags, so shared links show the page's title, summary and picture. */
function shareMeta(page: PageWithText): MetaDescriptor[] {
  const title = pageTitle(page);
  const image = canonicalUrl(shareImage.path);
  return [
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_PH" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonicalUrl(page.path) },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
  ];
}

/**
 * Title, description, canonical link and sharing tags for a route's `meta` export. React Router
 * renders these into the pre-rendered HTML and updates them on client-side navigation.
 */
export function pageMeta(page: PageWithText): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: pageTitle(page) },
    { name: "description", content: page.description },
  ];
  if (!page.inSitemap) {
    // The not-found page is served at many URLs; none of them should be indexed or canonical.
    meta.push({ name: "robots", content: "noindex" });
  } else {
    meta.push({ tagName: "link", rel: "canonical", href: canonicalUrl(page.path) }, ...shareMeta(page));
  }
  return meta;
}
