/**
 * The collections' words made into what the pages draw, facts formatted in (checked by word-checks.ts).
 * Pure: entries come from Astro's collections at build (words.ts) or from disk in tests (read-words.ts).
 */
import { cardPicture, cardStructure, type CardPageId, type CardPlace } from "~/content/card-structure";
import { langInfo, langs, type Lang } from "~/content/langs";
import { pages, type PageId, type PageNames, type PageText } from "~/content/pages";
import type { Card } from "~/content/types";
import { factsIn } from "./facts";
import { formatMessage, templateOf, WordsError } from "./messages";
import { pageWords, type PageWordsOf } from "~/content/page-words";
import { formatTemplate, type TemplateValues } from "~/lib/message-template";
import type { ZodType } from "astro/zod";
import {
  argumentsAt,
  cardWords,
  sharedWords,
  type AnyWords,
  type CardWords,
  type MessageTree,
  type Said,
  type SharedName,
  type SharedWordsOf,
} from "~/content/word-schemas";

/** An entry of a collection, as Astro gives it: its id is its path in src/content without extension. */
export type WordEntry<Data> = { id: string; data: Data; body?: string; filePath?: string };

/** Every language's entries together: an id starts with its language. */
export type Words = {
  cards: readonly WordEntry<CardWords>[];
  pages: readonly WordEntry<AnyWords>[];
  shared: readonly WordEntry<AnyWords>[];
};

/** "fil/faqs/faq-2" → its language and the rest of its id ("faqs/faq-2"). */
export function partsOf(id: string): { lang: Lang | undefined; rest: string } {
  const [lang = "", ...rest] = id.split("/");
  return { lang: langs.find((known) => known === lang), rest: rest.join("/") };
}

export const fileOf = (entry: WordEntry<unknown>) => entry.filePath ?? `src/content/${entry.id}`;

export const pageIdAt = (path: string) =>
  (Object.keys(pages) as PageId[]).find((id) => pages[id].path === path);

/**
 * Formats with the language's facts plus a card's own (a plan's price and points); `where` is the file
 * and key an error names. Messages with arguments (withArguments) go through templateIn instead.
 */
export function wordsIn(words: Words, lang: Lang, card?: string) {
  const { facts, cardFacts } = factsIn(words, lang);
  const all = { ...facts, ...(card && cardFacts[card]) };
  return (message: string, where: string) => formatMessage(message, all, langInfo[lang].code, where);
}

/**
 * For messages with arguments (word-schemas.ts's withArguments): facts and page names formatted in now,
 * the `later` arguments left for build (messageIn, the page module) or the browser (an island's props).
 */
export function templateIn(words: Words, lang: Lang) {
  const { facts } = factsIn(words, lang);
  return (message: string, later: readonly string[], where: string) =>
    templateOf(message, facts, later, langInfo[lang].code, where);
}

/** A card's or shared words' shape (word-schemas.ts), or a page's (page-words.ts); undefined if none. */
export function shapeOf(entry: WordEntry<unknown>): ZodType | undefined {
  const { rest } = partsOf(entry.id);
  if (entry.body !== undefined) return cardWords;
  if (rest in sharedWords) return sharedWords[rest as SharedName];
  return rest in pageWords ? pageWords[rest as PageId] : undefined;
}

/** Each message's arguments besides facts, by key path, as its shape declares them; none for cards. */
export function laterOf(entry: WordEntry<unknown>): (key: string) => readonly string[] | undefined {
  const schema = shapeOf(entry);
  return (key) => (schema ? argumentsAt(schema, key.split(".")) : undefined);
}

/** A template's text as one message: its notes to the editor dropped, its lines joined. */
const plain = (body: string) =>
  body
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s*\n\s*/g, " ")
    .trim();

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

function entryOf<Data>(entries: readonly WordEntry<Data>[], id: string): WordEntry<Data> {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new WordsError(`src/content/${id}: no such words file`);
  return entry;
}

/** Every message of a tree of words with its key path, e.g. ["hero.text", "…"]. */
export function messagesIn(tree: MessageTree, path = ""): [key: string, message: string][] {
  if (typeof tree === "string") return [[path, tree]];
  const children: [string, MessageTree][] = Array.isArray(tree)
    ? tree.map((child, index): [string, MessageTree] => [String(index), child])
    : Object.entries(tree);
  return children.flatMap(([key, child]) => messagesIn(child, path ? `${path}.${key}` : key));
}

/** A list item `- ::report-categories` stands for the items of that list block (facts.ts): the name. */
export const listBlockName = (message: string) => /^::([a-z][a-z0-9-]*)$/.exec(message)?.[1];

/** The items of the named list block (facts.ts) that a page's list places; `where` names its key. */
function listItemsOf(words: Words, lang: Lang, name: string, where: string): string[] {
  const blocks = factsIn(words, lang).blocks[name];
  if (!blocks) throw new WordsError(`${where}: "::${name}" names no block`);
  const [list, ...rest] = blocks;
  if (list?.type !== "list" || rest.length)
    throw new WordsError(`${where}: "::${name}" is no list; only a list's items go in a page's list`);
  return list.items;
}

/** In a list, `::name` becomes that list block's items; anywhere else it is a mistake. */
export function formatTree(
  tree: MessageTree,
  format: (message: string, where: string, path: string) => string,
  items: (name: string, where: string) => string[],
  where: string,
  path = "",
): MessageTree {
  if (typeof tree === "string") {
    if (listBlockName(tree))
      throw new WordsError(`${where}, ${path}: "${tree}" places a list's items, so it goes in a list`);
    return format(tree, `${where}, ${path}`, path);
  }
  const key = (name: string | number) => (path ? `${path}.${name}` : String(name));
  if (Array.isArray(tree))
    return tree.flatMap((child, index) => {
      const name = typeof child === "string" ? listBlockName(child) : undefined;
      return name
        ? items(name, `${where}, ${key(index)}`)
        : [formatTree(child, format, items, where, key(index))];
    });
  return Object.fromEntries(
    Object.entries(tree).map(([name, child]) => [name, formatTree(child, format, items, where, key(name))]),
  );
}

/**
 * A words file's tree with facts formatted in and list blocks' items placed. A message with arguments
 * stays a template (typed by its shape's withArguments) unless `values` are given to say it at build.
 */
export function formattedIn(
  words: Words,
  entry: WordEntry<unknown>,
  lang: Lang,
  values?: TemplateValues,
): MessageTree {
  const items = (name: string, where: string) => listItemsOf(words, lang, name, where);
  const format = wordsIn(words, lang);
  const template = templateIn(words, lang);
  const later = laterOf(entry);
  const taken = new Set<string>();
  const formatOne = (message: string, where: string, path: string) => {
    const names = later(path);
    if (!names) return format(message, where);
    const compiled = template(message, names, where);
    // A template in a message's place: the shape (withArguments) types it for the reader.
    if (!values) return compiled as unknown as string;
    const missing = names.filter((name) => !(name in values));
    if (missing.length)
      throw new WordsError(`${where}: takes ${names.join(", ")}, given no ${missing.join(", ")}`);
    for (const name of names) taken.add(name);
    return formatTemplate(compiled, values, langInfo[lang].code);
  };
  const tree = formatTree(entry.data as MessageTree, formatOne, items, fileOf(entry));
  // A value given that no message takes is a setting said nowhere: a mistake of the page module.
  const untaken = Object.keys(values ?? {}).filter((name) => !taken.has(name));
  if (untaken.length) throw new WordsError(`${fileOf(entry)}: no message takes ${untaken.join(", ")}`);
  return tree;
}

/**
 * Says a shared message with arguments at build, e.g. the footer's `follow` with `{ network: "Facebook" }`.
 * Fails, naming file and key, on an argument missing or not the message's.
 */
export function messageIn<Name extends SharedName>(
  words: Words,
  name: Name,
  key: string,
  lang: Lang,
  args: Readonly<Record<string, string>>,
): string {
  const entry = entryOf(words.shared, `${lang}/${name}`);
  const where = `${fileOf(entry)}, ${key}`;
  const takes = argumentsAt(sharedWords[name], key.split("."));
  const given = Object.keys(args).sort().join(", ");
  if (!takes || [...takes].sort().join(", ") !== given)
    throw new WordsError(`${where}: takes ${takes?.join(", ") || "no arguments"}, given ${given || "none"}`);
  const message = messagesIn(entry.data as MessageTree).find(([path]) => path === key)?.[1];
  if (message === undefined) throw new WordsError(`${where}: missing`);
  return formatTemplate(templateIn(words, lang)(message, takes, where), args, langInfo[lang].code);
}

/** Shared words in a language (word-schemas.ts's sharedWords gives their shape), facts formatted in. */
export function sharedIn<Name extends SharedName>(words: Words, name: Name, lang: Lang): SharedWordsOf<Name> {
  // Checked on the file as written (word-checks.ts); formatting changes the words, never the shape.
  return formattedIn(words, entryOf(words.shared, `${lang}/${name}`), lang) as SharedWordsOf<Name>;
}

/**
 * A page's words (page-words.ts's shape), facts formatted in; a message with arguments stays a template
 * unless said with `values` at build (the legal pages' deploy settings). The shape is checked as
 * written (word-checks.ts), before any page reads it; formatting never changes it.
 */
export function sectionsIn<Id extends PageId>(words: Words, page: Id, lang: Lang): PageWordsOf<Id>;
export function sectionsIn<Id extends PageId>(
  words: Words,
  page: Id,
  lang: Lang,
  values: TemplateValues,
): Said<PageWordsOf<Id>>;
export function sectionsIn<Id extends PageId>(words: Words, page: Id, lang: Lang, values?: TemplateValues) {
  return formattedIn(words, entryOf(words.pages, `${lang}/${page}`), lang, values) as PageWordsOf<Id>;
}

/** From page-names.yaml: each page's h1 and title, and its header and footer links' words. */
export function pageNamesIn(words: Words, lang: Lang): Readonly<Record<PageId, PageNames>> {
  return sharedIn(words, "page-names", lang).pages as Record<PageId, PageNames>;
}

/** A page's registry entry with its title, description and subtitle in a language, for head and header. */
export function pageIn<Id extends PageId>(words: Words, page: Id, lang: Lang) {
  const { pages: names, shareImageAlt } = sharedIn(words, "page-names", lang);
  // The not-found page has no subtitle: its h1 says it all.
  const { description, subtitle = "" } = sectionsIn(words, page as PageId, lang);
  const text: PageText = { description, subtitle };
  return { id: page, ...pages[page], title: names[page].title, lang, shareImageAlt, ...text } as const;
}

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
