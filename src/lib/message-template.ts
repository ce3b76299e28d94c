// A message whose values are known only where it is shown: a number the visitor types, or one the
// plan finder works out. The words engine compiles its ICU message at build (i18n/templates.ts),
// the facts formatted in, into this plain data, which an island's props carry; the island formats
// it here. Plain code, no formatjs in the browser: docs/performance.md says why and what it weighs.
import { formatDecimal } from "./numbers";

/**
 * Words, the value of an argument, or the branch chosen by an argument's value: a plural's by
 * "=n" first, then by the language's plural category ("one", "other"); a selection's by the value.
 */
export type TemplatePart =
  | string
  | { readonly arg: string }
  | { readonly arg: string; readonly plural: Readonly<Record<string, Template>> }
  | { readonly arg: string; readonly select: Readonly<Record<string, Template>> };

export type Template = readonly TemplatePart[];

/** What a template's arguments are: a number (written as numbers.ts writes it) or words. */
export type TemplateValues = Readonly<Record<string, string | number>>;

// Made on the first plural formatted, not as the island starts: Intl's locale data loads then.
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** A template in words, for the language `locale` (its plural rules): "You have 12 characters remaining". */
export function formatTemplate(template: Template, values: TemplateValues, locale: string): string {
  return template
    .map((part) => {
      if (typeof part === "string") return part;
      const value = values[part.arg];
      if (value === undefined) throw new Error(`No value for {${part.arg}}`);
      const branch =
        "plural" in part
          ? (part.plural[`=${value}`] ??
            part.plural[pluralCategory(locale, Number(value))] ??
            part.plural.other)
          : "select" in part
            ? (part.select[value] ?? part.select.other)
            : undefined;
      if (branch) return formatTemplate(branch, values, locale);
      return typeof value === "number" ? formatDecimal(value) : value;
    })
    .join("");
}
