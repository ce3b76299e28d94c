/**
 * The words files as the engine holds them, and how it walks them: an entry (a file of one
 * language), the set of every language's entries, and a tree of messages. A leaf of the engine: it
 * formats nothing, so every other file of src/i18n may import it and none of them imports back.
 */
import { cardStructure, type CardPageId, type CardPlace } from "~/content/card-structure";
import { langs, type Lang } from "~/content/langs";
import type { AnyWords, CardWords, MessageTree } from "~/content/word-schemas";
import { WordsError } from "./messages";

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

/** The file an entry came from, as a mistake names it. */
export const fileOf = (entry: WordEntry<unknown>) => entry.filePath ?? `src/content/${entry.id}`;

/** The first card whose words an entry holds: its own id, or a card that shares it (its facts fill it in). */
export function cardUsing(entry: WordEntry<unknown>): string | undefined {
  const [, page = "", name = ""] = entry.id.split("/");
  if (!(page in cardStructure)) return undefined;
  const places = cardStructure[page as CardPageId].cards as readonly CardPlace[];
  return places.find((place) => place.words === name)?.id ?? name;
}

/** The entry with this id ("fil/faqs"), or a mistake naming the file that is missing. */
export function entryOf<Data>(entries: readonly WordEntry<Data>[], id: string): WordEntry<Data> {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new WordsError(`src/content/${id}: no such words file`);
  return entry;
}

/**
 * What `make` works out from a set of words for a language, made once: the build reads the words
 * once, and the facts, the phrasing and the formatted words are asked for on every page.
 */
export function oncePerLanguage<Value>(make: (words: Words, lang: Lang) => Value) {
  const made = new WeakMap<Words, Map<Lang, Value>>();
  return (words: Words, lang: Lang): Value => {
    const known = made.get(words) ?? new Map<Lang, Value>();
    made.set(words, known);
    if (!known.has(lang)) known.set(lang, make(words, lang));
    return known.get(lang)!;
  };
}

/**
 * Every message of a tree of words with its key path, e.g. ["hero.text", "…"]. A leaf that is no
 * message (an empty key, null in YAML, which the editor meets before the check does) has none.
 */
export function messagesIn(tree: MessageTree, path = ""): [key: string, message: string][] {
  if (typeof tree === "string") return [[path, tree]];
  if (tree === null || typeof tree !== "object") return [];
  const children: [string, MessageTree][] = Array.isArray(tree)
    ? tree.map((child, index): [string, MessageTree] => [String(index), child])
    : Object.entries(tree);
  return children.flatMap(([key, child]) => messagesIn(child, path ? `${path}.${key}` : key));
}

/** A list item `- ::report-categories` stands for the items of that list block (facts.ts): the name. */
export const listBlockName = (message: string) => /^::([a-z][a-z0-9-]*)$/.exec(message)?.[1];

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
