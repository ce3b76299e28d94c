// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// docs/filipino.md lists the words the Filipino never uses (they read wrong: "itinatago" also means
// "hidden"). This reads that list, so the doc and the check cannot drift apart.
const root = join(__dirname, "../..");
const doc = readFileSync(join(root, "docs/filipino.md"), "utf8");
const section = /## Words we do not use\n([\s\S]*?)\n## /.exec(doc)?.[1] ?? "";
const forbidden = [...section.matchAll(/^- (.*)$/gm)].flatMap(([, line = ""]) =>
  [...line.matchAll(/\*\*([^*]+)\*\*/g)].map(([, word = ""]) => word),
);

const filipinoModules = readdirSync(join(root, "src/content"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".fil.ts"))
  .map((file) => ({ file, text: readFileSync(join(root, "src/content", file), "utf8") }));

/** Where `word` stands as a whole word (or phrase), case aside. */
const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, "iu");

describe("the Filipino glossary's words we do not use", () => {
  it("lists them in docs/filipino.md", () => {
    expect(forbidden).toEqual(expect.arrayContaining(["itinatago", "pagtatago", "tapat", "buong bilang"]));
    // Read from every folder of the content, the legal texts' included.
    expect(filipinoModules.map(({ file }) => file)).toEqual(
      expect.arrayContaining(["ui.fil.ts", "faqs.full.fil.ts", "legal/privacy.fil.ts"]),
    );
  });

  it("finds a listed word in a sentence, but not inside another word", () => {
    expect(wordPattern("tapat").test("Pinananatiling tapat ang report.")).toBe(true);
    expect(wordPattern("tapat").test("Nasa katapat na kalye.")).toBe(false);
    expect(wordPattern("buong bilang").test("Buong bilang mula 1.")).toBe(true);
  });

  it.each(forbidden)("no Filipino module uses “%s”", (word) => {
    const uses = filipinoModules.filter(({ text }) => wordPattern(word).test(text)).map(({ file }) => file);
    expect(uses).toEqual([]);
  });

  it("puts no “na” after a count from the constants", () => {
    const uses = filipinoModules.filter(({ text }) => /formatCount\([^)]*\)\} na /.test(text));
    expect(uses.map(({ file }) => file)).toEqual([]);
  });
});
