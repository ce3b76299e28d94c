import { langs, type Lang } from "../src/content/langs";
import { pathIn } from "../src/content/langs";
import { pageNames } from "../src/content/page-names";
import { pageNames as filipinoPageNames } from "../src/content/page-names.fil";
import { pageList } from "../src/content/pages";

// The site's pages as the tests see them, from the page registry: no browser needed.

const namesIn = { en: pageNames, fil: filipinoPageNames } as const;

/** Every page of the registry in a language: its path there and its name (the h1). */
export function pagesIn(lang: Lang) {
  return pageList.map((page) => ({
    ...page,
    lang,
    path: pathIn(page.path, lang),
    title: namesIn[lang][page.id].title,
  }));
}

/** Every page the sitemap lists, in every language. */
export const PAGES_IN_EVERY_LANGUAGE = langs.flatMap((lang) =>
  pagesIn(lang).filter((page) => page.inSitemap),
);
