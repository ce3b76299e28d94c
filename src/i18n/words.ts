/**
 * The site's words for the pages, at build: Astro's content collections (src/content.config.ts),
 * checked once as a whole (word-checks.ts's problemsIn), so a mistake in any language fails the build
 * and names its file and key. A page module asks for its language's words once (wordsFor) and takes
 * what it draws from them.
 */
import { getCollection, render } from "astro:content";
import type { CardPageId } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import { cardOrder } from "./cards";
import { type Words } from "./entries";
import { WordsError } from "./messages";
import { interfaceWordsIn, navIn, siteContext } from "./interface-words";
import { translationOf } from "./translations";
import { problemsIn, reportOf } from "./word-checks";

let checkedWords: Promise<Words> | undefined;

/** Every words file, checked. */
function words(): Promise<Words> {
  checkedWords ??= Promise.all([
    getCollection("cards"),
    getCollection("pages"),
    getCollection("shared"),
  ]).then(([cards, pages, shared]) => {
    const found = { cards, pages, shared };
    const problems = problemsIn(found);
    if (problems.length) throw new WordsError(reportOf(problems));
    return found;
  });
  return checkedWords;
}

/**
 * A language's words (translations.ts), with what needs the build: each card's text of a page as
 * Astro renders its Markdown (through card-body.ts), a component for the page module to hand the
 * card's dialog (cardSlot; a card whose words are its group's template has its sentence in the
 * card instead), and the interface's words said with the site's settings (interface-words.ts).
 */
export async function wordsFor(lang: Lang) {
  const all = await words();
  const cardTexts = (page: CardPageId) =>
    Promise.all(
      cardOrder(all, page, lang)
        .filter((place) => !place.words)
        .map(async ({ id }) => {
          const entry = all.cards.find((candidate) => candidate.id === `${lang}/${page}/${id}`)!;
          const { Content } = await render(entry as Parameters<typeof render>[0]);
          return { id, Content };
        }),
    );
  return {
    ...translationOf(all, lang),
    cardTexts,
    /** The interface's words, every message said: menu, footer, dialogs, store buttons. */
    ui: () => interfaceWordsIn(all, lang),
    /** The header's links and the footer's groups. */
    nav: () => navIn(all, lang),
    /** What the components of the page at `path` may know of it: its language, path and interface words. */
    site: (path: string) => siteContext(all, { lang, path }),
  };
}
