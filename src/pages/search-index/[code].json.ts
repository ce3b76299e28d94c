import { langInfo, langs, type Lang } from "~/content/langs";
import { wordsFor } from "~/i18n/words";
import { formatTemplate } from "~/lib/message-template";
import { MOST_RESULTS } from "~/lib/site-search";
import type { SearchIndex } from "~/site/search-index";

// A language's search index as Astro writes it: the search box's words. The build adds the pages
// and cards from the built pages (scripts/build/search-index.mjs), so a new page, card or language
// is found with no further step.
export const getStaticPaths = () =>
  langs.map((lang) => ({ params: { code: langInfo[lang].code }, props: { lang } }));

export async function GET({ props: { lang } }: { props: { lang: Lang } }) {
  const ui = (await wordsFor(lang)).shared("ui");
  // What to say when the index cannot load, and the close button's name, are the page's (the search
  // button's data-failed and data-close).
  const { button, label, hint, results, none } = ui.search;
  // Said here for each count the search can show, so that the browser needs no plural rules.
  const counts = Array.from({ length: MOST_RESULTS }, (_, index) =>
    formatTemplate(results, { count: index + 1 }, langInfo[lang].code),
  );
  const index: SearchIndex = {
    words: { button, label, hint, results: counts, none },
    docs: [],
  };
  return new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json" } });
}
