import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";
import { langInfo, langs, pathIn } from "~/content/langs";
import { shareImagePath, type PageWithText } from "~/content/pages";

/** The document title: the product name alone on the home page, `{Page} | Brisk` elsewhere. */
export function pageTitle(page: Pick<PageWithText, "path" | "title">): string {
  return page.path === "/" ? siteConfig.name : `${page.title} | ${siteConfig.name}`;
}

/** The absolute canonical URL of a path, built from the deploy's site URL. */
export function canonicalUrl(path: string): string {
  return path === "/" ? `${siteConfig.url}/` : `${siteConfig.url}${path}`;
}

/** A page's own URL: its registry path in its language. */
export function pageUrl(page: Pick<PageWithText, "path" | "lang">): string {
  return canonicalUrl(pathIn(page.path, page.lang));
}

/**
 * The page in every language, and English for everyone else (x-default), as <link rel=alternate>:
 * the same list on each twin, so search engines pair them.
 */
export function alternateLinks(path: string): { hreflang: string; href: string }[] {
  return [
    ...langs.map((lang) => ({ hreflang: langInfo[lang].code, href: canonicalUrl(pathIn(path, lang)) })),
    { hreflang: "x-default", href: canonicalUrl(pathIn(path, "en")) },
  ];
}

/** The picture shown when a page is shared (drawn at build time by routes/share-image.ts); its alt is each page's. */
export const shareImage = {
  path: shareImagePath,
  width: 1200,
  height: 630,
} as const;

/** Open Graph and Twitter card tags, so shared links show the page's title, summary and picture. */
function shareMeta(page: PageWithText): MetaDescriptor[] {
  const title = pageTitle(page);
  const image = canonicalUrl(shareImage.path);
  return [
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: langInfo[page.lang].ogLocale },
    ...langs
      .filter((lang) => lang !== page.lang)
      .map((lang) => ({ property: "og:locale:alternate", content: langInfo[lang].ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: pageUrl(page) },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: page.shareImageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.shareImageAlt },
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
    meta.push(
      { tagName: "link", rel: "canonical", href: pageUrl(page) },
      ...alternateLinks(page.path).map(({ hreflang, href }) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: hreflang,
        href,
      })),
      // Link previews are drawn from the pre-rendered HTML by crawlers, which run no scripts, so only
      // the build writes these tags; the browser bundle leaves them out, and React 19's hydration
      // passes over them in <head> as it does over the home page's JSON-LD.
      ...(import.meta.env.SSR ? shareMeta(page) : []),
    );
  }
  return meta;
}
