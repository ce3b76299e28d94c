import { langs, type Lang } from "../src/content/langs";
import { pathIn } from "../src/content/langs";
import { pageList } from "../src/content/pages";
import { readWords } from "../src/i18n/read-words";
import { translationOf } from "../src/i18n/translations";

// The site's pages as the tests see them, from the page registry: no browser needed.

const words = readWords();

/** Every page of the registry in a language: its path there and its name (the h1). */
export function pagesIn(lang: Lang) {
  const names = translationOf(words, lang).pageNames();
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
