import { langs, type Lang } from "../src/content/langs";
import { pathIn } from "../src/content/langs";
import { pageList } from "../src/content/pages";
import { pageNamesIn } from "../src/i18n/card-words";
import { readWords } from "../src/i18n/read-words";

// The site's pages as the tests see them, from the page registry: no browser needed.

const words = readWords();

/** Every page of the registry in a language: its path there and its name (the h1). */
export function pagesIn(lang: Lang) {
  const names = pageNamesIn(words, lang);
  return pageList.map((page) => ({
    ...page,
    lang,
    path: pathIn(page.path, lang),
    title: names[page.id].title,
  }));
}

/** Every page the sitemap lists, in every language. */
export const PAGES_IN_EVERY_LANGUAGE = langs.flatMap((lang) =>
  pagesIn(lang).filter((page) => page.inSitemap),
);
