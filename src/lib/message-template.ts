// A message whose values are known only where it is shown: a number the visitor types, or one the
// plan finder works out. The words engine compiles its ICU message at build (i18n/messages.ts),
// the facts formatted in, into this plain data, which an island's props carry; the island formats
// it here. Plain code, no formatjs in the browser: docs/performance.md says why and what it weighs.
import { formatDecimal } from "./numbers";

/**
 * Words; the value of an argument; or the branch its value chooses, of a plural or a selection:
 * "=n" for the exact number, then the value itself (a selection's key), then the language's plural
 * category of the number ("one", "few"), then "other".
 */
export type TemplatePart =
  | string
  | { readonly arg: string }
  | { readonly arg: string; readonly options: Readonly<Record<string, Template>> };

export type Template = readonly TemplatePart[];

/** What a template's arguments are: a number (written as numbers.ts writes it) or words. */
export type TemplateValues = Readonly<Record<string, string | number>>;

/**
 * A template in words, for the language `locale` (its plural rules): "You have 12 characters
 * remaining". Intl's plural rules are asked only when no branch names the value itself, as a
 * visitor acts, never as the island starts.
 */
export function formatTemplate(template: Template, values: TemplateValues, locale: string): string {
  return template
    .map((part) => {
      if (typeof part === "string") return part;
      const value = values[part.arg]!;
      if (!("options" in part)) return typeof value === "number" ? formatDecimal(value) : value;
      const { options } = part;
      const branch =
        options[`=${value}`] ??
        options[value] ??
        options[new Intl.PluralRules(locale).select(Number(value))] ??
        options.other!;
      return formatTemplate(branch, values, locale);
    })
    .join("");
}
