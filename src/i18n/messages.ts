/**
 * The site's words are ICU messages (the syntax of translation tools and formatjs): a fact goes in
 * by name, `at least {minimumAge} years old`, and a word that changes with a number goes in a
 * plural, `{points, plural, one {# point} other {# points}}`. They are formatted here, at build time
 * only, with the facts of src/i18n/facts.ts, so no number is ever typed into the words.
 */
import {
  parse,
  TYPE,
  type MessageFormatElement,
  type NumberElement,
} from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";

/** The values a message can name: a number (formatted and pluralised for the language) or words. */
export type Facts = Readonly<Record<string, string | number>>;

/**
 * A mistake in the words, with where it is: the file, the entry and the key, e.g.
 * `src/content/fil/faqs/faq-2.md, summary: "{minimumAg}" names no fact`.
 */
export class WordsError extends Error {
  override name = "WordsError";
}

/** Tags a message may wrap words in, and what they do. */
export const TAGS: Record<string, (text: string) => string> = {
  /** A phrase that begins a sentence: its first letter in capitals. */
  capital: (text) => text.charAt(0).toUpperCase() + text.slice(1),
};

const parsed = new Map<string, MessageFormatElement[]>();

/** A message's syntax tree; a syntax error names where the message is. */
function syntaxOf(message: string, where: string): MessageFormatElement[] {
  let tree = parsed.get(message);
  if (!tree) {
    try {
      tree = parse(message);
    } catch (error) {
      throw new WordsError(`${where}: ${(error as Error).message} in "${message}"`);
    }
    parsed.set(message, tree);
  }
  return tree;
}

/** Every element of a tree, inside plurals, selections and tags too. */
function* elementsOf(tree: readonly MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of tree) {
    yield element;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) yield* elementsOf(option.value);
    if (element.type === TYPE.tag) yield* elementsOf(element.children);
  }
}

/** The facts a message names, each once, e.g. ["minimumAge"]. */
export function placeholdersOf(message: string, where = "a message"): string[] {
  const names = [...elementsOf(syntaxOf(message, where))]
    .filter(
      (element) => element.type !== TYPE.literal && element.type !== TYPE.pound && element.type !== TYPE.tag,
    )
    .map((element) => (element as { value: string }).value);
  return [...new Set(names)];
}

/** The tags a message uses, each once, e.g. ["capital"]. */
const tagsOf = (tree: readonly MessageFormatElement[]) => [
  ...new Set(
    [...elementsOf(tree)].filter((element) => element.type === TYPE.tag).map((element) => element.value),
  ),
];

/**
 * A number named plainly, `{count}`, written as a number of the language (`1,000`) rather than
 * ICU's bare digits (`1000`): the same as `{count, number}`, which no writer should have to know.
 */
function withNumbersFormatted(tree: readonly MessageFormatElement[], facts: Facts): MessageFormatElement[] {
  return tree.map((element) => {
    if (element.type === TYPE.argument && typeof facts[element.value] === "number")
      return { type: TYPE.number, value: element.value, style: null } satisfies NumberElement;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [
            key,
            { ...option, value: withNumbersFormatted(option.value, facts) },
          ]),
        ),
      };
    if (element.type === TYPE.tag)
      return { ...element, children: withNumbersFormatted(element.children, facts) };
    return element;
  });
}

/**
 * A message in words: its facts put in by name, for the language `locale` (its plural rules and
 * digit grouping). Fails, naming `where`, on a fact or tag that does not exist.
 */
export function formatMessage(message: string, facts: Facts, locale: string, where: string): string {
  const tree = syntaxOf(message, where);
  const unknown = placeholdersOf(message, where).filter((name) => !(name in facts));
  if (unknown.length)
    throw new WordsError(`${where}: ${unknown.map((name) => `"{${name}}"`).join(", ")} names no fact`);
  const unknownTags = tagsOf(tree).filter((tag) => !(tag in TAGS));
  if (unknownTags.length)
    throw new WordsError(
      `${where}: ${unknownTags.map((tag) => `<${tag}>`).join(", ")} is no tag (there is ${Object.keys(TAGS)
        .map((tag) => `<${tag}>`)
        .join(", ")})`,
    );
  const tags = Object.fromEntries(
    Object.entries(TAGS).map(([tag, change]) => [tag, (chunks: unknown[]) => change(chunks.join(""))]),
  );
  const formatted = new IntlMessageFormat(withNumbersFormatted(tree, facts), locale).format<string>({
    ...facts,
    ...tags,
  });
  return Array.isArray(formatted) ? formatted.join("") : String(formatted);
}
