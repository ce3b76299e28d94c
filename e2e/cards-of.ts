import { byLang, type Lang } from "../src/content/langs";
import { cardStructure, type CardPageId } from "../src/content/card-structure";
import type { PageId } from "../src/content/pages";
import { JSDOM } from "jsdom";
import type { Card } from "../src/content/types";
import { renderCardText } from "../src/i18n/card-body";
import { readWords } from "../src/i18n/read-words";
import { translationOf } from "../src/i18n/translations";

/** Every words file, as the build reads them. */
export const words = readWords();

/**
 * The cards of each page with cards (src/content/card-structure.ts), in each language, from the
 * words files: a page or card added there is in every test that reads this.
 */
export const cardsOf: Partial<Record<PageId, Record<Lang, readonly Card[]>>> = Object.fromEntries(
  (Object.keys(cardStructure) as CardPageId[]).map((page) => [
    page,
    byLang((lang) => translationOf(words, lang).cards(page)),
  ]),
);

/** A card's dialog text as a reader meets it: its blocks' words, and its tables' captions. */
type CardText = { blocks: string[]; tables: string[] };

/**
 * Each card's dialog text as a reader meets it, block by block (a paragraph, a heading, a list, a
 * table), by the card's page, language and id: its Markdown rendered as Astro renders it
 * (i18n/card-body.ts), or, for a plan card, the sentence its group's template gives it.
 */
const texts = new Map<string, CardText>(
  await Promise.all(
    Object.entries(cardsOf).flatMap(([page, byLanguage]) =>
      Object.entries(byLanguage).flatMap(([lang, cards]) =>
        cards.map(async (card): Promise<[string, CardText]> => {
          const key = `${lang}/${page}/${card.id}`;
          if (card.text !== undefined) return [key, { blocks: [card.text], tables: [] }];
          const body = new JSDOM(await renderCardText(words, key)).window.document.body;
          return [
            key,
            {
              blocks: [...body.children].map((block) => block.textContent?.replace(/\s+/g, " ").trim() ?? ""),
              tables: [...body.querySelectorAll("table caption")].map((caption) => caption.textContent ?? ""),
            },
          ];
        }),
      ),
    ),
  ),
);

/** A card's dialog text, block by block, as a reader meets it. */
export const cardTextOf = (page: PageId, lang: Lang, card: Card) =>
  texts.get(`${lang}/${page}/${card.id}`)?.blocks ?? [];

/** The captions of the tables in a card's dialog text: none for most cards. */
export const cardTablesOf = (page: PageId, lang: Lang, card: Card) =>
  texts.get(`${lang}/${page}/${card.id}`)?.tables ?? [];

/** The words a block of a dialog's text starts with: enough to find it, as a reader sees them. */
export const firstWords = (block: string) => block.slice(0, 40);
