import { pathIn, type Lang } from "~/content/langs";
import { pages, paperPages, posterFiles, type PageId } from "~/content/pages";

/**
 * The registry URL of a page of the site, with an optional query, e.g. linkTo("contact", { topic:
 * "agency" }). Every internal link is built here and drawn by SiteLink, which puts it in the page's
 * language with linkIn.
 */
export function linkTo(id: PageId, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query)}` : "";
  return `${pages[id].path}${search}`;
}

/** The poster's PDF in a language, made at build time (pages/[document].pdf.ts). */
export function posterPdfIn(lang: Lang): string {
  return posterFiles.pdf[lang];
}

/** The papers a barangay prints (paperPages), as paths in a language: the links its typed name rides on. */
export function paperPathsIn(lang: Lang): string[] {
  return paperPages.map((id) => linkIn(pages[id].path, lang));
}

/** A registry URL (path, query, hash) in a language: linkIn("/plans#plan-finder", "fil") is "/fil/plans#plan-finder". */
export function linkIn(to: string, lang: Lang): string {
  const pathEnd = to.search(/[?#]/);
  const path = pathEnd === -1 ? to : to.slice(0, pathEnd);
  return `${pathIn(path, lang)}${pathEnd === -1 ? "" : to.slice(pathEnd)}`;
}
