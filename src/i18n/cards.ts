/**
 * A page's cards in a language: their order (card-structure.ts, then any other file by id) and their
 * front matter's words with the facts formatted in. Their Markdown is rendered by Astro (words.ts).
 */
import { cardPicture, cardStructure, type CardPageId, type CardPlace } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import type { Card } from "~/content/types";
import { entryOf, fileOf, partsOf, type WordEntry, type Words } from "./entries";
import { factsIn } from "./facts";
import { sectionsIn, wordsIn } from "./format-words";

/** The first card whose words an entry holds: its own id, or a card that shares it (its facts fill it in). */
export function cardUsing(entry: WordEntry<unknown>): string | undefined {
  const [, page = "", name = ""] = entry.id.split("/");
  if (!(page in cardStructure)) return undefined;
  const places = cardStructure[page as CardPageId].cards as readonly CardPlace[];
  return places.find((place) => place.words === name)?.id ?? name;
}

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

export function cardsIn(words: Words, page: CardPageId, lang: Lang): Card[] {
  const { cardButton } = sectionsIn(words, page, lang);
  return cardOrder(words, page, lang).map((place) => {
    const entry = entryOf(words.cards, `${lang}/${page}/${place.words ?? place.id}`);
    const where = fileOf(entry);
    const format = wordsIn(words, lang, place.id);
    const price = factsIn(words, lang).cardFacts[place.id]?.price;
    return {
      id: place.id,
      image: {
        src: place.picture ?? cardPicture(place.id),
        alt: entry.data.alt ? format(entry.data.alt, `${where}, alt`) : "",
      },
      title: format(entry.data.title, `${where}, title`),
      description: format(entry.data.summary, `${where}, summary`),
      ...(price !== undefined && { price: String(price) }),
      ...(entry.data.facts && {
        facts: entry.data.facts.map(({ label, value }, index) => ({
          label: format(label, `${where}, facts.${index}.label`),
          value: format(value, `${where}, facts.${index}.value`),
        })),
      }),
      ...(place.icon && { icon: place.icon }),
      ...(cardButton && { buttonText: cardButton }),
      // A shared template's text is one sentence, said with this card's facts; the rest is Markdown
      // that Astro renders (words.ts's t.cardTexts).
      ...(place.words && { text: format(plain(entry.body ?? ""), `${where}, text`) }),
    };
  });
}
