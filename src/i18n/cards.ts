/**
 * A page's cards in a language: their order (card-structure.ts, then any other file by id) and their
 * front matter's words with the facts formatted in. Their Markdown is rendered by Astro (words.ts).
 */
import { cardPicture, cardStructure, type CardPageId, type CardPlace } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import type { Card } from "~/content/types";
import type { CardWords } from "~/content/word-schemas";
import { entryOf, fileOf, partsOf, type Words } from "./entries";
import { factsIn } from "./facts";
import { formattingOf, sectionsIn, wordsIn } from "./format-words";
import { WordsError } from "./messages";

/** The words files that cards of a page share (CardPlace.words): no card of their own. */
const templateFilesOf = (page: CardPageId) =>
  new Set((cardStructure[page].cards as readonly CardPlace[]).flatMap((place) => place.words ?? []));

/** A template's text as one message: its notes to the editor dropped, its lines joined. */
const plain = (body: string) =>
  body
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s*\n\s*/g, " ")
    .trim();

/** A page's card ids in their order: those the structure lists, then any other, by id. */
export function cardOrder(words: Words, page: CardPageId, lang: Lang): CardPlace[] {
  const structure = cardStructure[page];
  const listed: readonly CardPlace[] = structure.cards;
  const others = words.cards
    .map((entry) => partsOf(entry.id))
    .filter((parts) => parts.lang === lang && parts.rest.startsWith(`${page}/`))
    .map((parts) => parts.rest.slice(page.length + 1))
    .filter((id) => !listed.some((place) => place.id === id) && !templateFilesOf(page).has(id))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((id): CardPlace => ({ id, ...("picture" in structure && { picture: structure.picture }) }));
  return [...listed, ...others];
}

/** A page's cards in a language, in order, their front matter formatted with each card's facts. */
export function cardsIn(words: Words, page: CardPageId, lang: Lang): Card[] {
  const { cardButton } = sectionsIn(words, page, lang);
  return cardOrder(words, page, lang).map((place) => {
    const entry = entryOf(words.cards, `${lang}/${page}/${place.words ?? place.id}`);
    // Formatted once per build, as the check formatted it (format-words.ts).
    const { tree, problems } = formattingOf(words, entry, lang, place.id);
    if (problems.length) throw new WordsError(problems.join("\n"));
    const front = tree as CardWords;
    const price = factsIn(words, lang).cardFacts[place.id]?.price;
    return {
      id: place.id,
      image: { src: place.picture ?? cardPicture(place.id), alt: front.alt ?? "" },
      title: front.title,
      description: front.summary,
      ...(price !== undefined && { price: String(price) }),
      ...(front.facts && { facts: front.facts }),
      ...(place.icon && { icon: place.icon }),
      ...(cardButton && { buttonText: cardButton }),
      // A shared template's text is one sentence, said with this card's facts; the rest is Markdown
      // that Astro renders (words.ts's t.cards).
      ...(place.words && {
        text: wordsIn(words, lang, place.id)(plain(entry.body ?? ""), `${fileOf(entry)}, text`),
      }),
    };
  });
}
