import { pageList, pages, type PageId } from "~/content/pages";

/**
 * The URL of a page of the site, with an optional query, e.g. linkTo("contact", { topic: "agency" }).
 * Every internal link is built here, so a language prefix is one change.
 */
export function linkTo(id: PageId, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query)}` : "";
  return `${pages[id].path}${search}`;
}

// A document keeps the Content-Security-Policy it was loaded with, so arriving client-side from a
// stricter page would block the third parties a page like /contact needs.
const documentLoadPaths: ReadonlySet<string> = new Set(
  pageList.filter((page) => page.thirdParties?.length).map((page) => page.path),
);

/** Whether a link to `to` must load a new document (React Router's `reloadDocument`). */
export function needsDocumentLoad(to: string): boolean {
  return documentLoadPaths.has(to.split(/[?#]/)[0] ?? to);
}
