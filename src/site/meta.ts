import { siteConfig } from "~/config/site";
import { defaultLang, langInfo, langs, pathIn } from "~/content/langs";
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
    { hreflang: "x-default", href: canonicalUrl(pathIn(path, defaultLang)) },
  ];
}

/** The picture shown when a page is shared (drawn at build time by pages/og-image.jpg.ts); its alt is each page's. */
export const shareImage = {
  path: shareImagePath,
  width: 1200,
  height: 630,
} as const;

/** A <meta> tag of a link preview: Open Graph tags have a property, Twitter card tags a name. */
export type ShareTag = { property: string; content: string } | { name: string; content: string };

/** Open Graph and Twitter card tags, so shared links show the page's title, summary and picture. */
export function shareMeta(page: PageWithText): ShareTag[] {
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
