// @vitest-environment node
import { RETENTION_RULES } from "~/content/constants";
import { langs, type Lang } from "~/content/langs";
import { problemsIn } from "./word-checks";
import { factsIn } from "./facts";
import { phrasingIn } from "./phrasing";
import { readWords } from "./read-words";

const words = readWords();
const en = phrasingIn(words, "en");
const fil = phrasingIn(words, "fil");

/** The words with a language's phrasing changed. */
const withPhrasing = (lang: Lang, change: (data: Record<string, Record<string, unknown>>) => void) => ({
  ...words,
  shared: words.shared.map((entry) => {
    if (entry.id !== `${lang}/phrasing`) return entry;
    const data = structuredClone(entry.data) as Record<string, Record<string, unknown>>;
    change(data);
    return { ...entry, data: data as unknown as typeof entry.data };
  }),
});

describe("phrasing, from each language's phrasing.yaml", () => {
  it("writes prices in pesos, the same in every language, and nothing as free", () => {
    expect(en.price(1200)).toBe("₱1,200.00");
    expect(en.price(0.2)).toBe("₱0.20");
    expect(en.price(1234567.5)).toBe("₱1,234,567.50");
    expect(fil.price(1200)).toBe("₱1,200.00");
    expect(en.price(0)).toBe("Free");
    expect(fil.price(0)).toBe("Libre");
  });

  it("writes points, with the word for one or more, and no limit in words", () => {
    expect(en.points(1)).toBe("1 point");
    expect(en.points(1000)).toBe("1,000 points");
    expect(en.points("unlimited")).toBe("Unlimited points");
    // Filipino's plural rule calls 5 "one"; the words say "=1" so that it reads "5 points".
    expect(fil.points(5)).toBe("5 points");
    expect(fil.points(1)).toBe("1 point");
  });

  it("writes spans of time: whole days over a day as days, whole years as years", () => {
    expect(en.days(1)).toBe("1 day");
    expect(en.days(30)).toBe("30 days");
    expect(en.hours(24)).toBe("24 hours");
    expect(en.hours(72)).toBe("3 days");
    expect(en.months(6)).toBe("6 months");
    expect(en.months(12)).toBe("1 year");
    expect(en.months(24)).toBe("2 years");
    expect(en.minutes(4, 15)).toBe("4–15 minutes");
    expect(fil.hours(72)).toBe("3 araw");
    expect(fil.months(24)).toBe("2 taon");
    expect(fil.minutes(4, 15)).toBe("4–15 minuto");
  });

  it("joins lists without a serial comma, and ranges only where the ends differ", () => {
    expect(en.list(["a", "b", "c"])).toBe("a, b and c");
    expect(en.list(["a", "b"], "or")).toBe("a or b");
    expect(en.list(["a"])).toBe("a");
    expect(fil.list(["a", "b", "c"], "or")).toBe("a, b o c");
    expect(en.range([30, 150, 60], en.days)).toBe("30 days to 150 days");
    expect(en.range([30, 30], en.days)).toBe("30 days");
    expect(fil.range([1, 15], fil.price)).toBe("₱1.00 hanggang ₱15.00");
  });

  it("names a plan by its product name, and the verification gift for what it is", () => {
    const gift = { id: "barangay-verification-gift", name: "Verification gift" };
    const rural = { id: "barangay-rural", name: "Rural" };
    const free = { id: "personal-free", name: "Free" };
    expect(en.plan("barangayTitle", gift)).toBe("Barangay Verification Gift");
    expect(en.plan("barangayTitle", rural)).toBe("Barangay Rural");
    expect(fil.plan("barangayTitle", gift)).toBe("Regalo sa Pag-verify ng Barangay");
    expect(fil.plan("name", gift)).toBe("Regalo sa pag-verify");
    expect(fil.plan("name", rural)).toBe("Rural");
    expect(fil.plan("personalTitle", free)).toBe("Personal Free");
  });

  it("writes more than one point as points in every language, whatever its plural rule", () => {
    for (const lang of langs)
      for (const count of [0, 2, 5, 1000])
        expect(phrasingIn(words, lang).points(count), `${lang}, ${count}`).toMatch(/ points$/);
  });

  it("says its words that take no values as messages: an ICU quote is one quote", () => {
    const quoted = withPhrasing("en", (data) => (data.tables!.askUs = "Ask us, it''s free"));
    expect(phrasingIn(quoted, "en").words.tables.askUs).toBe("Ask us, it's free");
  });

  it("names a message that names a value it is not given, by its file and key, as it reads the file", () => {
    const broken = withPhrasing("en", (data) => (data.units!.days = "{count} {unit}"));
    expect(() => phrasingIn(broken, "en")).toThrow(
      'src/content/en/phrasing.yaml, units.days: "{unit}" names no fact',
    );
  });
});

describe("the content check of the phrasing", () => {
  const withFilipino = (change: (data: Record<string, Record<string, unknown>>) => void) =>
    withPhrasing("fil", change);

  it("names a constant's id that a language leaves unnamed, by file and key", () => {
    const problems = problemsIn(withFilipino((data) => delete data.reportCategories!.scam));
    expect(problems).toContain(
      "src/content/fil/phrasing.yaml, reportCategories.scam: Invalid input: expected string, received undefined",
    );
  });

  it("finds a translation that leaves out a value its English names, key by key", () => {
    const problems = problemsIn(withFilipino((data) => (data.lists!.and = "{items} at")));
    expect(problems).toContain(
      "src/content/fil/phrasing.yaml, lists.and: leaves out {last}, which src/content/en/phrasing.yaml names",
    );
  });

  it("names a fact in words that take no values, once, not at every message of the language", () => {
    const problems = problemsIn(
      withFilipino((data) => (data.plans!.noLimit = "Walang limit ({minimumAge})")),
    );
    expect(problems).toContain('src/content/fil/phrasing.yaml, plans.noLimit: "{minimumAge}" names no fact');
    // And, as for any file, that the Filipino names another value than the English: no more.
    expect(problems).toHaveLength(2);
  });

  it("finds a unit that names another value than English's, and a number typed in", () => {
    const problems = problemsIn(
      withFilipino((data) => {
        data.units!.days = "{days} araw";
        data.units!.hours = "24 oras";
      }),
    );
    expect(problems.join("\n")).toMatch(/fil\/phrasing\.yaml, units\.days: .*\{days\}/);
    expect(problems).toContain(
      'src/content/fil/phrasing.yaml, units.hours: "24" is typed into the words; name the fact instead',
    );
  });
});

describe("the facts phrased", () => {
  it("states each retention rule in words, in the table the privacy policy places", () => {
    const [table] = factsIn(words, "en").blocks["retention-table"]!;
    expect(table?.type === "table" && table.rows).toEqual(
      RETENTION_RULES.map((rule, index) => [
        ["Informants (people who send reports)", "Agencies", "Users", "Admins"][index],
        [
          "Kept indefinitely",
          "While the account is active, plus 2 years",
          "While the account is active, plus 6 months, and possibly 2 years after termination",
          "Kept indefinitely",
        ][index],
      ]),
    );
    const [filTable] = factsIn(words, "fil").blocks["retention-table"]!;
    expect(filTable?.type === "table" && filTable.rows[2]).toEqual([
      "Mga user",
      "Habang aktibo ang account, at 6 buwan pa; at posibleng 2 taon pagkatapos itong isara",
    ]);
  });

  it("gives the points one report uses, and the reports a plan's points cover", () => {
    const { facts, cardFacts } = factsIn(words, "en");
    expect(facts.pointsPerReport).toBe("1 to 3 points");
    expect(cardFacts["barangay-special"]?.reportsCovered).toBe("333 to 1,000");
    expect(cardFacts["personal-free"]?.reportsCovered).toBe("1 to 5");
    expect(cardFacts["barangay-high-urban"]?.reportsCovered).toBe("No limit");
    expect(factsIn(words, "fil").facts.pointsPerReport).toBe("1 hanggang 3 points");
  });
});
