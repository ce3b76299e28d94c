/**
 * The words are ICU messages (the syntax of translation tools and formatjs): a fact goes in by name,
 * `at least {minimumAge} years old`, a word that changes with a number in a plural,
 * `{points, plural, one {# point} other {# points}}`. Formatted here, at build only, with facts.ts's
 * facts, so no number is typed into the words. A message with arguments the words cannot know (an
 * island's numbers, the footer's network) becomes a template (lib/message-template.ts): facts
 * formatted in, arguments left as slots, a plural or selection on an argument kept as its branches.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Template, TemplatePart } from "~/lib/message-template";

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
const TAGS: Record<string, (text: string) => string> = {
  /** A phrase that begins a sentence: its first letter in capitals. */
  capital: (text) => text.charAt(0).toUpperCase() + text.slice(1),
};

const parsed = new Map<string, MessageFormatElement[]>();

/** A message's syntax tree; a syntax error names where the message is. */
export function syntaxOf(message: string, where: string): MessageFormatElement[] {
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
export function* elementsOf(tree: readonly MessageFormatElement[]): Generator<MessageFormatElement> {
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

/** Adjacent words joined into one part. */
function joined(parts: readonly TemplatePart[]): TemplatePart[] {
  const result: TemplatePart[] = [];
  for (const part of parts) {
    const last = result.at(-1);
    if (typeof part === "string" && typeof last === "string") result[result.length - 1] = last + part;
    else if (part !== "") result.push(part);
  }
  return result;
}

/** Each language's way of writing a number fact, `{count}` as `1,000`, made once. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `facts` formatted in for `locale` (plural rules, digit grouping), `later` arguments left to fill in.
 * Fails, naming `where`, on a name that is neither, a tag that does not exist or wraps an argument
 * (tags change words at build), a plural offset, or a date or time.
 */
export function templateOf(
  message: string,
  facts: Facts,
  later: readonly string[],
  locale: string,
  where: string,
): Template {
  const fail = (problem: string) => {
    throw new WordsError(`${where}: ${problem} in "${message}"`);
  };
  const fact = (name: string) => {
    if (!(name in facts))
      throw new WordsError(
        `${where}: "{${name}}" names no fact${later.length ? ` nor an argument of this message (${later.map((arg) => `{${arg}}`).join(", ")})` : ""}`,
      );
    return facts[name]!;
  };
  /** A fact in words: a number written as the language writes numbers (ICU's `{count, number}`). */
  const factWords = (name: string) => {
    const value = fact(name);
    if (typeof value === "string") return value;
    if (!numberFormats.has(locale)) numberFormats.set(locale, new Intl.NumberFormat(locale));
    return numberFormats.get(locale)!.format(value);
  };
  /** The branches of a plural or selection on an argument, each a template. */
  const branches = (
    element: { value: string; options: Record<string, { value: MessageFormatElement[] }> },
    pound?: TemplatePart,
  ) => ({
    arg: element.value,
    options: Object.fromEntries(
      Object.entries(element.options).map(([key, option]) => [key, partsOf(option.value, pound)]),
    ),
  });

  /** The elements as parts; `pound` is what `#` stands for inside a plural. */
  const partsOf = (elements: readonly MessageFormatElement[], pound?: TemplatePart): TemplatePart[] =>
    joined(
      elements.flatMap((element): TemplatePart[] => {
        switch (element.type) {
          case TYPE.literal:
            return [element.value];
          case TYPE.argument:
          case TYPE.number:
            return [later.includes(element.value) ? { arg: element.value } : factWords(element.value)];
          case TYPE.pound:
            return pound ? [pound] : fail(`"#" outside a plural`);
          case TYPE.plural: {
            if (element.offset) fail("a plural offset is not supported");
            if (later.includes(element.value)) return [branches(element, { arg: element.value })];
            const value = Number(fact(element.value));
            const category = new Intl.PluralRules(locale, { type: element.pluralType }).select(value);
            const option = element.options[`=${value}`] ?? element.options[category] ?? element.options.other;
            return partsOf(option?.value ?? [], factWords(element.value));
          }
          case TYPE.select: {
            if (later.includes(element.value)) return [branches(element, pound)];
            const option = element.options[String(fact(element.value))] ?? element.options.other;
            return partsOf(option?.value ?? [], pound);
          }
          case TYPE.tag: {
            const change = TAGS[element.value];
            if (!change)
              throw new WordsError(
                `${where}: <${element.value}> is no tag (there is ${Object.keys(TAGS)
                  .map((tag) => `<${tag}>`)
                  .join(", ")})`,
              );
            const inside = partsOf(element.children, pound);
            if (inside.some((part) => typeof part !== "string"))
              fail(`<${element.value}> wraps an argument known only later; tags change words at build`);
            return [change(inside.join(""))];
          }
          default:
            return fail("a date or time is not supported");
        }
      }),
    );
  return partsOf(syntaxOf(message, where));
}

/** A message with its facts put in for `locale`; fails, naming `where`, on an unknown fact or tag. */
export const formatMessage = (message: string, facts: Facts, locale: string, where: string): string =>
  templateOf(message, facts, [], locale, where).join("");
