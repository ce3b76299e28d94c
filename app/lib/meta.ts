import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";
import { notFoundPage, type Page } from "~/content/pages";

/** The document title: the product name alone on the home page, `{Page} | Brisk` elsewhere. */
export function pageTitle(page: Pick<Page, "path" | "title">): string {
  return page.path === "/" ? siteConfig.name : `${page.title} | ${siteConfig.name}`;
}

/** The absolute canonical URL of a path, built from the deploy's site URL. */
export function canonicalUrl(path: string): string {
  return path === "/" ? `${siteConfig.url}/` : `${siteConfig.url}${path}`;
}

/**
 * Title, description and canonical link for a route's `meta` export. React Router renders these
 * into the pre-rendered HTML and updates them on client-side navigation.
 */
export function pageMeta(page: Page): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: pageTitle(page) },
    { name: "description", content: page.description },
  ];
  if (page.path === notFoundPage.path) {
    // The not-found page is served at many URLs; none of them should be indexed or canonical.
    meta.push({ name: "robots", content: "noindex" });
  } else {
    meta.push({ tagName: "link", rel: "canonical", href: canonicalUrl(page.path) });
  }
  return meta;
}
