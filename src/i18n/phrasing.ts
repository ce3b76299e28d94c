/**
 * How a language puts facts into words (a price, points, a list, a range, a date, constants.ts's names):
 * one formatter, each language's words from src/content/<lang>/phrasing.yaml (shape in word-schemas.ts).
 * For facts.ts and the plan comparisons' tables, at build only: an island gets templates (messages.ts).
 */
import { BARANGAY_PLANS, type Points } from "~/content/constants";
import { capitalize, freePlanOf } from "~/content/derived";
import { langInfo, type Lang } from "~/content/langs";
import { formatDate, formatPeso } from "~/lib/numbers";
import { formatTree, oncePerLanguage } from "./entries";
import { formatMessage, templateOf, WordsError, type Facts } from "./messages";
import { argumentsAt, sharedWords, type MessageTree, type SharedWordsOf } from "~/content/word-schemas";

type PhrasingWords = SharedWordsOf<"phrasing">;

const verificationGift = freePlanOf(BARANGAY_PLANS);

/**
 * A message of the phrasing, checked: one that takes values (`takes`) is kept to say later, one that
 * takes none is said now. The content check says each the same way (word-checks.ts).
 */
export function phrasingMessage(
  message: string,
  takes: readonly string[] | undefined,
  code: string,
  where: string,
) {
  const said = templateOf(message, {}, takes ?? [], code, where);
  return takes ? message : said.join("");
}

/** The message at a path of the words ("units.days"), as its file has it. */
function messageAt(words: PhrasingWords, path: string, file: string): string {
  const found = path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], words);
  if (typeof found !== "string") throw new WordsError(`${file}: no message "${path}"`);
  return found;
}

function phrasingOf(words: PhrasingWords, lang: Lang, file: string) {
  const { code } = langInfo[lang];
  const say = (path: string, values: Facts) =>
    formatMessage(messageAt(words, path, file), values, code, `${file}, ${path}`);

  /** A price in pesos, "₱1,200.00", the same in every language; nothing is "Free". */
  const price = (pricePhp: number) => (pricePhp === 0 ? words.units.free : formatPeso(pricePhp));
  const days = (count: number) => say("units.days", { count });
  /** Joins words as a person writes a list: "a, b and c" (no serial comma). */
  const list = (items: readonly string[], conjunction: "and" | "or" = "and") =>
    items.length <= 1
      ? items.join("")
      : say(`lists.${conjunction}`, { items: items.slice(0, -1).join(", "), last: items.at(-1)! });
  /** "₱1.00 to ₱15.00", or one value when they agree; `least` may drop the unit: "30 to 150 days". */
  const range = (
    values: readonly number[],
    most: (value: number) => string,
    least: (value: number) => string = most,
  ) => {
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? most(low) : say("lists.range", { least: least(low), most: most(high) });
  };

  return {
    words,
    price,
    days,
    list,
    range,
    /** Points, "1,000 points"; no limit reads "Unlimited points". */
    points: (points: Points) =>
      points === "unlimited" ? words.units.unlimitedPoints : say("units.points", { count: points }),
    /** A span in hours: whole days past one day read as days ("3 days"), the rest as hours ("24 hours"). */
    hours: (hours: number) =>
      hours > 24 && hours % 24 === 0 ? days(hours / 24) : say("units.hours", { count: hours }),
    /** A span in months: whole years read as years ("2 years"), the rest as months ("6 months"). */
    months: (months: number) =>
      months % 12 === 0 ? say("units.years", { count: months / 12 }) : say("units.months", { count: months }),
    minutes: (least: number, most: number) => say("units.minutes", { least, most }),
    /** A YYYY-MM-DD date as the language writes it: "December 1, 2026" (Intl). */
    date: (iso: string) => formatDate(iso, code),
    /** A plan's name or title from its product name (constants.ts); the verification gift's says so. */
    plan: (kind: "name" | "personalTitle" | "barangayTitle", plan: { id: string; name: string }) =>
      say(`plans.${kind}`, { name: plan.name, gift: plan.id === verificationGift.id ? "yes" : "no" }),
    /** A message of the words with its values: say("tables.perDevice", { price }). */
    say,
    capitalize,
  };
}

export type Phrasing = ReturnType<typeof phrasingOf>;

/** A language's phrasing, read from its words once. */
export const phrasingIn = oncePerLanguage((words, lang): Phrasing => {
  const entry = words.shared.find((candidate) => candidate.id === `${lang}/phrasing`);
  const file = entry?.filePath ?? `src/content/${lang}/phrasing.yaml`;
  if (!entry) throw new WordsError(`${file} is missing; every language has every entry`);
  // Its shape is checked with every words file's (word-checks.ts). Each message is checked now, so a
  // name it may not use fails here, with its file and key; one that takes no values is said for good
  // (an ICU quote, `''`, is one quote).
  const { code } = langInfo[lang];
  const checked = formatTree(
    entry.data as MessageTree,
    (message, where, path) =>
      phrasingMessage(message, argumentsAt(sharedWords.phrasing, path.split(".")), code, where),
    (name, where) => {
      throw new WordsError(`${where}: "::${name}" places no list in the phrasing`);
    },
    file,
  ) as PhrasingWords;
  return phrasingOf(checked, lang, file);
});
