// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { load } from "js-yaml";
import { factsIn } from "~/i18n/facts";
import { readWords } from "~/i18n/read-words";

// The words the Filipino never uses are data (src/content/glossary/fil.yaml, docs/filipino.md says
// why): each reads wrong where this site would use it ("itinatago" also means "hidden"). A word may
// be right inside a phrase ("presinto ng botohan", where a bare "presinto" is the police station):
// its entry lists those phrases as `except`, and only its other uses count.
const root = join(__dirname, "../..");
const glossary = load(readFileSync(join(root, "src/content/glossary/fil.yaml"), "utf8")) as {
  use: { english: string; filipino: string }[];
  avoid: { words: string[]; except?: string[]; why: string; instead: string }[];
};
const forbidden = glossary.avoid.flatMap((entry) => entry.words);
/** The phrases in which each avoided word is right. */
const exceptFor = new Map(
  glossary.avoid.flatMap((entry) => entry.words.map((word) => [word, entry.except ?? []])),
);

/** The Filipino words: the words files in src/content/fil/. */
const filipinoFiles = readdirSync(join(root, "src/content"), { recursive: true, encoding: "utf8" })
  .map((file) => file.split(sep).join("/"))
  .filter((file) => file.startsWith("fil/") && /\.(md|yaml)$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(root, "src/content", file), "utf8") }));

/**
 * The counts as the words name them: the facts that are numbers ("{minimumAge}"), and the numbers
 * the phrasing is given ("{count} araw", "{least}–{most} minuto").
 */
const countFacts = [
  ...Object.entries(factsIn(readWords(), "fil").facts)
    .filter(([, value]) => typeof value === "number")
    .map(([name]) => name),
  "count",
  "least",
  "most",
  "agencies",
];

/** Where `word` stands as a whole word (or phrase), case aside. */
const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, "iu");

/** Whether `text` uses `word` anywhere but inside one of the phrases where it is right. */
const usesWord = (text: string, word: string, except: readonly string[] = []) =>
  wordPattern(word).test(
    except.reduce((rest, phrase) => rest.replace(new RegExp(wordPattern(phrase).source, "giu"), " "), text),
  );

describe("the Filipino glossary's words we do not use", () => {
  it("lists them, each with why and what to say instead", () => {
    for (const entry of glossary.avoid)
      expect(entry, entry.words.join(", ")).toMatchObject({
        why: expect.any(String),
        instead: expect.any(String),
      });
    expect(forbidden).toEqual(
      expect.arrayContaining([
        "itinatago",
        "pagtatago",
        "tapat",
        "buong bilang",
        "sa ibang pagkakataon",
        "magpatama",
        "pinakamura",
        "presinto",
        "itatago",
        "itago",
        "kasinghaba",
        "i-uncensor ito kahit kailan",
      ]),
    );
    // The glossary's own words for "later" are not among those it avoids (it required them once).
    const later = glossary.use.find((entry) => entry.english.startsWith("later"))?.filipino ?? "";
    expect(later).toMatch(wordPattern("i-uncensor pagkatapos"));
    for (const word of forbidden) expect(later, word).not.toMatch(wordPattern(word));
    // Read from every folder of the content, the legal texts' included.
    expect(filipinoFiles.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        "fil/ui.yaml",
        "fil/faqs/faq-3.md",
        "fil/faqs.yaml",
        "fil/privacy/how-we-use-your-data.md",
      ]),
    );
  });

  it("finds a listed word in a sentence, but not inside another word", () => {
    expect(wordPattern("tapat").test("Pinananatiling tapat ang report.")).toBe(true);
    expect(wordPattern("tapat").test("Nasa katapat na kalye.")).toBe(false);
    expect(wordPattern("buong bilang").test("Buong bilang mula 1.")).toBe(true);
  });

  it("avoids uncensoring “kahit kailan” (at any time), but not “kahit kailan” in another sentence", () => {
    const avoided = (text: string) => forbidden.some((word) => usesWord(text, word, exceptFor.get(word)));
    expect(avoided("at puwede mo itong i-uncensor kahit kailan sa app.")).toBe(true);
    expect(avoided("at i-uncensor ito kahit kailan.")).toBe(true);
    expect(avoided("at puwede mo itong i-uncensor pagkatapos sa app.")).toBe(false);
    expect(avoided("Puwede kang magtanong kahit kailan.")).toBe(false);
  });

  it("allows a word inside the phrases its entry lists, and nowhere else", () => {
    const except = exceptFor.get("presinto");
    expect(except).toEqual(["presinto ng botohan"]);
    expect(usesWord("Tingnan ang mga presinto ng botohan sa lugar mo.", "presinto", except)).toBe(false);
    expect(usesWord("Presinto ng botohan at evacuation center.", "presinto", except)).toBe(false);
    expect(usesWord("Tingnan ang mga presinto sa lugar mo.", "presinto", except)).toBe(true);
    expect(usesWord("Ang presinto ng botohan, at ang presinto.", "presinto", except)).toBe(true);
  });

  it("puts no “na” after a count from the constants", () => {
    const named = new RegExp(`\\{(?:${countFacts.join("|")})\\} na `);
    expect(named.test("dapat {minimumAge} na taon")).toBe(true);
    expect(named.test("{count} na araw")).toBe(true);
    const uses = filipinoFiles.filter(({ text }) => named.test(text));
    expect(uses.map(({ file }) => file)).toEqual([]);
  });
});

/**
 * Every glossary's words to avoid (src/content/glossary/<lang>.yaml), none in its language's words
 * (src/content/<lang>/), the notes to editors aside: they are English. Cebuano's drafts are
 * checked before Cebuano is a language of the site (docs/cebuano.md).
 */
const glossaryLangs = readdirSync(join(root, "src/content/glossary"))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => file.slice(0, -".yaml".length));

/** A words file's text as a reader gets it: YAML comments and HTML comments out. */
const withoutNotes = (text: string) => text.replace(/<!--[\s\S]*?-->/g, " ").replace(/^\s*#.*$/gm, " ");

describe.each(glossaryLangs)("the %s glossary", (lang) => {
  const { avoid } = load(readFileSync(join(root, `src/content/glossary/${lang}.yaml`), "utf8")) as {
    avoid: { words: string[]; except?: string[] }[];
  };
  const files = readdirSync(join(root, "src/content", lang), { recursive: true, encoding: "utf8" })
    .map((file) => file.split(sep).join("/"))
    .filter((file) => /\.(md|yaml)$/.test(file))
    .map((file) => ({
      file,
      text: withoutNotes(readFileSync(join(root, "src/content", lang, file), "utf8")),
    }));

  it("is read against every words file of its language", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(avoid.length).toBeGreaterThan(0);
  });

  it.each(avoid.flatMap((entry) => entry.words.map((word) => [word, entry.except ?? []] as const)))(
    "no words file uses “%s”",
    (word, except) => {
      expect(files.filter(({ text }) => usesWord(text, word, except)).map(({ file }) => file)).toEqual([]);
    },
  );
});
