/**
 * The blanks of the papers to print (the barangay kit's papers, the poster) that fill themselves
 * from what a barangay types or chose: its name (typed once, carried from paper to paper in the
 * URL's hash, which is never sent to a server), its hotlines (the poster's), and the plan a captain
 * chose on /plans (`?plan=`). Nothing typed is stored. Without the script (scripts/paper-fill.ts)
 * the blanks stay blank, to write on by hand.
 *
 * In the words, a blank is an argument: "Barangay {barangay}". The page module says it with the
 * blank's token (fillTokens); a component cuts the words at each token (fillParts) and draws the
 * blank as an element the script fills; the plain text and the PDFs write the blank as underscores
 * (withBlanks). Pure names and functions: the script, the components and the PDFs share them.
 */

/** What a blank can be filled with. */
const fillKeys = ["barangay", "hotlines", "plan", "periods", "total"] as const;
export type FillKey = (typeof fillKeys)[number];

/** The attributes the script reads. */
export const FILL_DATA = {
  /** On a blank: its key. */
  target: "data-fill",
  /** On a field: the key it fills. */
  input: "data-fill-input",
  /** On the box of fields: the paths (in the page's language) whose links carry the barangay's name. */
  carry: "data-fill-carry",
  /** On an element: JSON of what each plan fills ({ "barangay-rural": { plan, periods, total } }). */
  plans: "data-fill-plans",
  /** On a text box (the plain-text copy): its text with the tokens, to fill again at each change. */
  text: "data-fill-text",
  /** On a blank: what it shows while nothing fills it, where that is not BLANK (the poster's lines). */
  blank: "data-fill-blank",
} as const;

/** The poster has room for this many lines of hotlines: more would push it onto a second sheet. */
export const HOTLINE_LINES = 3;

/** A blank as printed, to write on by hand. */
export const BLANK = "____________";

/** What a barangay types over the papers, carried in their hash. */
export type Typed = { barangay: string; hotlines: string };

/** A paper's hash: the section a link leads to, if it names one, and what was typed. */
export type PaperHash = { section?: string; typed: Typed };

/**
 * Reads a paper's hash: "#resolution" (a section), "#barangay=San%20Isidro&hotlines=…" (what was
 * typed), or both, "#resolution&barangay=San%20Isidro": a link to a section that carries the name.
 */
export function readPaperHash(hash: string): PaperHash {
  const [first = "", ...rest] = hash.replace(/^#/, "").split("&");
  const section = first && !first.includes("=") ? first : undefined;
  const params = new URLSearchParams((section ? rest : [first, ...rest]).join("&"));
  return {
    ...(section ? { section } : {}),
    typed: { barangay: params.get("barangay") ?? "", hotlines: params.get("hotlines") ?? "" },
  };
}

/** The hash for a section and what was typed: the section first, so "#resolution" stays a plain id. */
export function paperHash({ section, typed }: PaperHash): string {
  const params = new URLSearchParams();
  if (typed.barangay.trim()) params.set("barangay", typed.barangay.trim());
  if (typed.hotlines.trim()) params.set("hotlines", typed.hotlines.trim());
  const parts = [section, params.toString()].filter(Boolean);
  return parts.length > 0 ? `#${parts.join("&")}` : "";
}

const MARK = "\uE000";
const tokenOf = (key: FillKey) => `${MARK}${key}${MARK}`;
const TOKEN = new RegExp(`${MARK}(${fillKeys.join("|")})${MARK}`, "g");

/** Each blank as its token, the value a page module says its words' blank with. */
export const fillTokens = Object.fromEntries(fillKeys.map((key) => [key, tokenOf(key)])) as Record<
  FillKey,
  string
>;

/** The tokens of the blanks a paper's words take, for t.sections (which refuses a value no words take). */
export const fillTokensOf = <Key extends FillKey>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, fillTokens[key]])) as Record<Key, string>;

/** Words cut at their blanks: "Barangay ", { fill: "barangay" }, " · Office of…". */
export function fillParts(text: string): (string | { fill: FillKey })[] {
  return text
    .split(TOKEN)
    .map((part, index) => (index % 2 === 1 ? { fill: part as FillKey } : part))
    .filter((part) => part !== "");
}

/** Words with each blank written as what fills it, or as underscores. */
export function withBlanks(text: string, values: Partial<Record<FillKey, string>> = {}): string {
  return text.replace(TOKEN, (_, key: FillKey) => values[key] || BLANK);
}
