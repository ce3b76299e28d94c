/**
 * The site's words for the pages, at build: Astro's content collections (src/content.config.ts),
 * checked once as a whole (word-checks.ts's problemsIn), so a mistake in any language fails the build
 * and names its file and key. A page module asks for its language's words once (wordsFor) and takes
 * what it draws from them.
 */
import { getCollection, render, type RenderResult } from "astro:content";
import { cardStructure, type CardPageId } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import type { Card } from "~/content/types";
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

/** A card as its page draws it: its words, and its text as Astro renders its Markdown (`Content`). */
export type CardWithText = Card & { Content?: RenderResult["Content"] };

const renderedTexts: Partial<Record<Lang, Promise<ReadonlyMap<string, RenderResult["Content"]>>>> = {};

/**
 * Every card text of a language as Astro renders its Markdown (through card-body.ts), by
 * "<page>/<card id>", once a build. A card whose words are its group's template has none: its
 * text is the one sentence the template says with its facts (`Card.text`).
 */
function cardTextsIn(all: Words, lang: Lang) {
  renderedTexts[lang] ??= Promise.all(
    (Object.keys(cardStructure) as CardPageId[]).flatMap((page) =>
      cardOrder(all, page, lang)
        .filter((place) => !place.words)
        .map(async ({ id }) => {
          const entry = all.cards.find((candidate) => candidate.id === `${lang}/${page}/${id}`)!;
          const { Content } = await render(entry as Parameters<typeof render>[0]);
          return [`${page}/${id}`, Content] as const;
        }),
    ),
  ).then((texts) => new Map(texts));
  return renderedTexts[lang];
}

/**
 * A language's words (translations.ts), with what needs the build: each card with its text as
 * Astro renders it, for the page module to draw in the card's dialog, and the interface's words
 * said with the site's settings (interface-words.ts).
 */
export async function wordsFor(lang: Lang) {
  const all = await words();
  const t = translationOf(all, lang);
  const texts = await cardTextsIn(all, lang);
  return {
    ...t,
    /** A page's cards, in order, with their words and each its text (`Content`, or the template's `text`). */
    cards: (page: CardPageId): CardWithText[] =>
      t.cards(page).map((card) => {
        const Content = texts.get(`${page}/${card.id}`);
        return Content ? { ...card, Content } : card;
      }),
    /** The interface's words, every message said: menu, footer, dialogs, store buttons. */
    ui: () => interfaceWordsIn(all, lang),
    /** The header's links and the footer's groups. */
    nav: () => navIn(all, lang),
    /** What the components of the page at `path` may know of it: its language, path and interface words. */
    site: (path: string) => siteContext(all, { lang, path }),
  };
}
