/**
 * A words file made into what a page draws: the facts formatted in (facts.ts, through ICU in
 * messages.ts), a list block's items placed, a message with arguments kept as a template or said
 * with its values. Pure: entries come from Astro's collections at build (words.ts) or from disk in
 * tests (read-words.ts); word-checks.ts checks them first.
 */
import type { ZodType } from "astro/zod";
import { langInfo, type Lang } from "~/content/langs";
import { pageWords, type PageWordsOf } from "~/content/page-words";
import { pages, type PageId, type PageNames, type PageText } from "~/content/pages";
import {
  argumentsAt,
  cardWords,
  sharedWords,
  type MessageTree,
  type Said,
  type SharedName,
  type SharedWordsOf,
} from "~/content/word-schemas";
import { formatTemplate, type TemplateValues } from "~/lib/message-template";
import {
  cardUsing,
  entryOf,
  fileOf,
  formatTree,
  messagesIn,
  oncePerLanguage,
  partsOf,
  type WordEntry,
  type Words,
} from "./entries";
import { factsIn } from "./facts";
import { formatMessage, templateOf, WordsError } from "./messages";

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
function templateIn(words: Words, lang: Lang) {
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

/** The items of the named list block (facts.ts) that a page's list places; `where` names its key. */
function listItemsOf(words: Words, lang: Lang, name: string, where: string): string[] {
  const blocks = factsIn(words, lang).blocks[name];
  if (!blocks) throw new WordsError(`${where}: "::${name}" names no block`);
  const [list, ...rest] = blocks;
  if (list?.type !== "list" || rest.length)
    throw new WordsError(`${where}: "::${name}" is no list; only a list's items go in a page's list`);
  return list.items;
}

/** A words file formatted, and every mistake met on the way, each naming its file and key. */
type Formatted = { tree: MessageTree; problems: string[] };

/**
 * A words file's tree with facts formatted in (a card's with its own facts too) and list blocks'
 * items placed. A message with arguments stays a template (typed by its shape's withArguments)
 * unless `values` are given to say it at build. A message that fails is named and kept as written,
 * so one pass finds every mistake of the file.
 */
function formatEntry(
  words: Words,
  entry: WordEntry<unknown>,
  lang: Lang,
  card?: string,
  values?: TemplateValues,
): Formatted {
  const problems: string[] = [];
  const attempt = <T>(kept: T, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      problems.push((error as Error).message);
      return kept;
    }
  };
  const format = wordsIn(words, lang, card);
  const template = templateIn(words, lang);
  const later = laterOf(entry);
  const taken = new Set<string>();
  const formatOne = (message: string, where: string, path: string) =>
    attempt(message, () => {
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
    });
  const items = (name: string, where: string) => attempt([], () => listItemsOf(words, lang, name, where));
  const data = entry.data as MessageTree;
  const tree = attempt(data, () => formatTree(data, formatOne, items, fileOf(entry)));
  // A value given that no message takes is a setting said nowhere: a mistake of the page module.
  const untaken = Object.keys(values ?? {}).filter((name) => !taken.has(name));
  if (untaken.length) problems.push(`${fileOf(entry)}: no message takes ${untaken.join(", ")}`);
  return { tree, problems };
}

/** Each file said without values, formatted once per build: the check and every page read the same. */
const formattedFiles = oncePerLanguage(() => new Map<string, Formatted>());

/**
 * A words file of `lang` formatted once (a card's with `card`'s facts: a shared template's with each
 * of its cards'), with its mistakes; word-checks.ts reports them, the pages read the tree.
 */
export function formattingOf(
  words: Words,
  entry: WordEntry<unknown>,
  lang: Lang,
  card = cardUsing(entry),
): Formatted {
  const files = formattedFiles(words, lang);
  const key = `${entry.id} ${card ?? ""}`;
  if (!files.has(key)) files.set(key, formatEntry(words, entry, lang, card));
  return files.get(key)!;
}

/** A words file formatted, or said with `values` at build; fails, naming every mistake, on any. */
function formattedIn(
  words: Words,
  entry: WordEntry<unknown>,
  lang: Lang,
  values?: TemplateValues,
): MessageTree {
  const { tree, problems } = values
    ? formatEntry(words, entry, lang, cardUsing(entry), values)
    : formattingOf(words, entry, lang);
  if (problems.length) throw new WordsError(problems.join("\n"));
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
