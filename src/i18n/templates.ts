/**
 * A message that names, besides facts, arguments the words cannot know (the visitor's numbers in
 * an island; a value the page module or the site has at build, the footer's network): compiled at
 * build into a template (lib/message-template.ts), the facts formatted in as every message's are,
 * each argument left as a slot, a plural or selection on an argument kept as its branches
 * (`options`). Which arguments a message may name is declared beside its shape (word-schemas.ts's
 * withArguments), for shared words and a page's sections alike.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Template, TemplatePart } from "~/lib/message-template";
import { formatMessage, TAGS, WordsError, type Facts } from "./messages";

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

/**
 * `message` as a template: `facts` formatted in for the language `locale`, the `later` arguments
 * left to fill in. Fails, naming `where`, on a name that is neither, on a tag around an argument
 * (tags change words at build), on a plural offset, and on a date or time.
 */
export function templateOf(
  message: string,
  facts: Facts,
  later: readonly string[],
  locale: string,
  where: string,
): Template {
  let tree: MessageFormatElement[];
  try {
    tree = parse(message);
  } catch (error) {
    throw new WordsError(`${where}: ${(error as Error).message} in "${message}"`);
  }
  const fact = (name: string) => {
    if (!(name in facts))
      throw new WordsError(
        `${where}: "{${name}}" names no fact${later.length ? ` nor an argument of this message (${later.map((arg) => `{${arg}}`).join(", ")})` : ""}`,
      );
    return facts[name]!;
  };
  /** A fact's value in words, formatted as any message formats it. */
  const factWords = (name: string) => formatMessage(`{${name}}`, { [name]: fact(name) }, locale, where);

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
            if (!pound) throw new WordsError(`${where}: "#" outside a plural in "${message}"`);
            return [pound];
          case TYPE.plural: {
            if (element.offset)
              throw new WordsError(`${where}: a plural offset is not supported in "${message}"`);
            const branches = Object.entries(element.options);
            if (later.includes(element.value))
              return [
                {
                  arg: element.value,
                  options: Object.fromEntries(
                    branches.map(([key, option]) => [key, partsOf(option.value, { arg: element.value })]),
                  ),
                },
              ];
            const value = Number(fact(element.value));
            const category = new Intl.PluralRules(locale, { type: element.pluralType }).select(value);
            const option = element.options[`=${value}`] ?? element.options[category] ?? element.options.other;
            return partsOf(option?.value ?? [], factWords(element.value));
          }
          case TYPE.select: {
            if (later.includes(element.value))
              return [
                {
                  arg: element.value,
                  options: Object.fromEntries(
                    Object.entries(element.options).map(([key, option]) => [
                      key,
                      partsOf(option.value, pound),
                    ]),
                  ),
                },
              ];
            const option = element.options[String(fact(element.value))] ?? element.options.other;
            return partsOf(option?.value ?? [], pound);
          }
          case TYPE.tag: {
            const change = TAGS[element.value];
            if (!change) throw new WordsError(`${where}: <${element.value}> is no tag in "${message}"`);
            const inside = partsOf(element.children, pound);
            if (inside.some((part) => typeof part !== "string"))
              throw new WordsError(
                `${where}: <${element.value}> wraps an argument known only later in "${message}"; tags change words at build`,
              );
            return [change(inside.join(""))];
          }
          default:
            throw new WordsError(`${where}: a date or time is not supported in "${message}"`);
        }
      }),
    );
  return partsOf(tree);
}
