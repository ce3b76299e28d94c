// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultLang, langs } from "~/content/langs";
import { sectionsIn } from "./format-words";
import { type Words } from "./entries";
import { problemsIn } from "./word-checks";
import { renderCardText } from "./card-body";
import { pageWords } from "~/content/page-words";
import { withArguments } from "~/content/word-schemas";
import { contentRoot, readWords } from "./read-words";
import { translationOf } from "~/i18n/translations";

const words = readWords();

/** The words with one entry changed. */
function withChanged(
  id: string,
  change: (entry: Words["cards"][number]) => Partial<Words["cards"][number]>,
): Words {
  return {
    ...words,
    cards: words.cards.map((entry) => (entry.id === id ? { ...entry, ...change(entry) } : entry)),
  };
}

describe("the words", () => {
  it("are sound in every language: nothing missing, no fact unknown, no number typed", () => {
    expect(problemsIn(words)).toEqual([]);
  });

  it("give each FAQ its question, answer and dialog, facts put in", async () => {
    const [english] = translationOf(words, "en")
      .cards("faqs")
      .filter((card) => card.id === "faq-2");
    expect(english).toMatchObject({
      title: "Who can report an incident?",
      description: expect.stringContaining("at least 18 years old"),
      buttonText: "Answer",
      image: { src: "/images/cards/faq-reporting.svg", alt: "" },
    });
    expect(await renderCardText(words, "en/faqs/faq-2")).toMatch(
      /<p><a href="\/terms">Read our Terms and Conditions<\/a><\/p>\n$/,
    );
  });
});

describe("adding a FAQ (docs/adding-things.md)", () => {
  /** The id the next FAQ takes, one more than the highest written: it comes last, and no file has it. */
  const faq = `faq-${Math.max(...readdirSync(join(contentRoot, "en/faqs")).map((name) => Number(/^faq-(\d+)\.md$/.exec(name)?.[1] ?? 0))) + 1}`;
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "words-"));
    cpSync(contentRoot, root, { recursive: true, filter: (source) => !source.endsWith(".ts") });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  // English, and a translation that stands for every other language of the list.
  const question = {
    en: "---\ntitle: Can I report for someone else?\nsummary: Yes, if you are at least {minimumAge} years old.\n---\n\nSend it from your own account.\n\n[See how reporting works](/features)\n",
    translated:
      "---\ntitle: Puwede ba akong mag-report para sa iba?\nsummary: Oo, kung {minimumAge} taong gulang ka na o higit pa.\n---\n\nIpadala ito mula sa sarili mong account.\n\n[Tingnan kung paano mag-report](/features)\n",
  };

  it("is one file per language: the question comes last on the page, in every language", async () => {
    for (const lang of langs)
      writeFileSync(
        join(root, `${lang}/faqs/${faq}.md`),
        lang === defaultLang ? question.en : question.translated,
      );
    const added = readWords(root);
    expect(problemsIn(added)).toEqual([]);
    expect(translationOf(added, defaultLang).cards("faqs").at(-1)).toEqual({
      id: faq,
      image: { src: "/images/cards/faq-app.svg", alt: "" },
      title: "Can I report for someone else?",
      description: "Yes, if you are at least 18 years old.",
      buttonText: "Answer",
    });
    expect(await renderCardText(added, `en/faqs/${faq}`)).toMatch(
      /^<p>Send it from your own account\.<\/p>\n<p><a href="\/features">See how reporting works<\/a><\/p>/,
    );
    for (const lang of langs.filter((each) => each !== defaultLang))
      expect(translationOf(added, lang).cards("faqs").at(-1)).toMatchObject({
        id: faq,
        title: "Puwede ba akong mag-report para sa iba?",
        buttonText: sectionsIn(added, "faqs", lang).cardButton,
      });
  });

  it("fails until every language has the file, naming each one missing", () => {
    writeFileSync(join(root, `${defaultLang}/faqs/${faq}.md`), question.en);
    expect(problemsIn(readWords(root))).toEqual(
      langs
        .filter((lang) => lang !== defaultLang)
        .map(
          (lang) =>
            `src/content/en/faqs/${faq}.md: src/content/${lang}/faqs/${faq} is missing; every language has every entry`,
        ),
    );
  });

  it("fails on a key the schema does not know, naming the file and key", () => {
    writeFileSync(join(root, `en/faqs/${faq}.md`), question.en.replace("summary:", "summry:"));
    expect(() => readWords(root)).toThrow(
      new RegExp(`^src/content/en/faqs/${faq}\\.md: summary: .*; \\(file\\): Unrecognized key: "summry"$`),
    );
  });
});

describe("each mistake is named with its file and key", () => {
  it("a number typed into the words", () => {
    const changed = withChanged("fil/faqs/faq-2", (entry) => ({
      data: { ...entry.data, summary: entry.data.summary.replace("{minimumAge}", "18") },
    }));
    expect(problemsIn(changed)).toContain(
      'src/content/fil/faqs/faq-2.md, summary: "18" is typed into the words; name the fact instead',
    );
  });

  it("a fact that does not exist", () => {
    const changed = withChanged("en/faqs/faq-2", (entry) => ({
      data: { ...entry.data, title: "Who is {minimumAg}?" },
    }));
    expect(problemsIn(changed)).toContain('src/content/en/faqs/faq-2.md, title: "{minimumAg}" names no fact');
  });

  it("a fact that does not exist in a card's text, named by its line as the dialog would meet it", () => {
    // In every language, so that the languages still agree and only the formatting can find it.
    const changed: Words = {
      ...words,
      cards: words.cards.map((entry) =>
        entry.id.endsWith("/faqs/faq-2") ? { ...entry, body: `${entry.body}\nWho is {minimumAg}?\n` } : entry,
      ),
    };
    const lines = words.cards.find((entry) => entry.id === "en/faqs/faq-2")!.body!.split("\n").length;
    expect(problemsIn(changed)).toContain(
      `src/content/en/faqs/faq-2.md, line ${lines + 1}: "{minimumAg}" names no fact`,
    );
  });

  it("a translation that leaves out a fact its English gives", () => {
    const changed = withChanged("fil/faqs/faq-2", (entry) => ({
      data: { ...entry.data, summary: "Mga verified user lang ang puwedeng mag-report." },
    }));
    expect(problemsIn(changed)).toContain(
      "src/content/fil/faqs/faq-2.md: names /terms termsName; src/content/en/faqs/faq-2.md names /terms minimumAge termsName",
    );
  });

  it("a key one language has and another lacks", () => {
    const changed = withChanged("fil/faqs/faq-2", (entry) => ({ data: { ...entry.data, alt: "Larawan" } }));
    expect(problemsIn(changed)).toContain(
      "src/content/fil/faqs/faq-2.md: has the keys alt, summary, title; src/content/en/faqs/faq-2.md has summary, title",
    );
  });

  it("a block that does not exist, placed in a card's text", () => {
    const changed = withChanged("en/faqs/faq-15", (entry) => ({
      body: entry.body?.replace("::refund-table", "::refund-tabel"),
    }));
    expect(problemsIn(changed)).toContain('src/content/en/faqs/faq-15.md: "::refund-tabel" names no block');
  });

  it("a link to a card that does not exist", () => {
    const changed = withChanged("en/faqs/faq-12", (entry) => ({
      body: entry.body?.replace("#faq-14", "#faq-99"),
    }));
    expect(problemsIn(changed)).toContain(
      'src/content/en/faqs/faq-12.md: links to the card "faq-99" of /faqs, which has no such card',
    );
  });

  it("a fact no words name any more", () => {
    // Every words file of every kind, cards, pages and shared words alike, says it in words.
    const withoutAge = JSON.parse(JSON.stringify(words).replaceAll("{minimumAge}", "eighteen")) as Words;
    expect(problemsIn(withoutAge)).toContain(
      'src/i18n/facts.ts: no words name the fact "minimumAge"; remove it',
    );
  });

  it("a key a page does not declare, and one a language lacks", () => {
    const changed: Words = {
      ...words,
      pages: words.pages.map((entry) => {
        if (entry.id === "en/faqs") return { ...entry, data: { ...entry.data, hero: { text: "Answers" } } };
        if (entry.id === "fil/home") {
          const callToAction = entry.data.callToAction as { text: string };
          return { ...entry, data: { ...entry.data, callToAction: { text: callToAction.text } } };
        }
        return entry;
      }),
    };
    const problems = problemsIn(changed);
    expect(problems).toContain(
      'src/content/en/faqs.yaml: "hero" is not a key of these words; declare it in src/content/page-words.ts',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^src\/content\/fil\/home\.yaml, callToAction\.title: /),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/fil\/home\.yaml: has the keys .*; src\/content\/en\/home\.yaml has .*callToAction\.title/,
      ),
    );
  });
  /** The words with one page's words changed. */
  const withPage = (
    id: string,
    change: (data: Record<string, unknown>) => Record<string, unknown>,
  ): Words => ({
    ...words,
    pages: words.pages.map((entry) =>
      entry.id === id ? { ...entry, data: change(entry.data) as typeof entry.data } : entry,
    ),
  });
  const placing = (name: string) => (data: Record<string, unknown>) => {
    const categories = data.categories as Record<string, unknown>;
    return { ...data, categories: { ...categories, items: [name] } };
  };

  it("a list block a page's list places that does not exist or is no list, or one placed outside a list", () => {
    expect(problemsIn(withPage("en/poster", placing("::report-categorie")))).toContain(
      'src/content/en/poster.yaml, categories.items.0: "::report-categorie" names no block',
    );
    expect(problemsIn(withPage("en/poster", placing("::refund-table")))).toContain(
      "src/content/en/poster.yaml, categories.items.0: \"::refund-table\" is no list; only a list's items go in a page's list",
    );
    const outside = withPage("en/poster", (data) => ({ ...data, tagline: "::report-categories" }));
    expect(problemsIn(outside)).toContain(
      'src/content/en/poster.yaml, tagline: "::report-categories" places a list\'s items, so it goes in a list',
    );
  });

  // The legal pages' settings: arguments their module gives at build (withArguments).
  const dateLine = (line: string) => (data: Record<string, unknown>) => ({ ...data, dateLine: line });

  it("a setting a page's module does not give, or a translation that leaves out one its English names", () => {
    expect(problemsIn(withPage("en/terms", dateLine("Effective date: {dataController}")))).toContain(
      'src/content/en/terms.yaml, dateLine: "{dataController}" names no fact nor an argument of this message ({effectiveDate}, {effectiveDateSet})',
    );
    const named = "dataController dataControllerSet dataPrivacyActLaw dataPrivacyActName dpoEmailSet";
    expect(problemsIn(withPage("fil/privacy", dateLine("Petsa ng bisa: ilalathala pa")))).toContain(
      `src/content/fil/privacy.yaml: names ${named}; src/content/en/privacy.yaml names ${named} effectiveDate effectiveDateSet`,
    );
  });

  it("an argument with a fact's name, which would hide the fact", () => {
    const declared = pageWords.terms;
    pageWords.terms = declared.extend({ dateLine: withArguments("minimumAge") });
    try {
      expect(problemsIn(withPage("en/terms", dateLine("Effective date: {minimumAge}")))).toContain(
        'src/content/en/terms.yaml, dateLine: the argument "minimumAge" is a fact\'s name; name it otherwise in its shape',
      );
    } finally {
      pageWords.terms = declared;
    }
  });

  it("a plan group's guide words where the structure gives the group no guide, or none where it does", () => {
    type Groups = Record<"barangay" | "personal", Record<string, string>>;
    const groups = (change: (groups: Groups) => void) =>
      withPage("ceb/plans", (data) => {
        const copy = structuredClone(data.groups) as Groups;
        change(copy);
        return { ...data, groups: copy };
      });
    expect(problemsIn(groups((all) => delete all.barangay.guide))).toContainEqual(
      expect.stringMatching(/^src\/content\/ceb\/plans\.yaml, groups\.barangay\.guide: /),
    );
    expect(problemsIn(groups((all) => (all.personal.guide = "Unsaon pagpalit")))).toContainEqual(
      expect.stringMatching(/^src\/content\/ceb\/plans\.yaml, groups\.personal: "guide" is not a key/),
    );
  });

  it("a description too short for a page in search results; the not-found page's may be", () => {
    const short = withPage("fil/safety", (data) => ({ ...data, description: "Ligtas ang Brisk." }));
    expect(problemsIn(short)).toEqual([
      "src/content/fil/safety.yaml, description: 17 characters; a page in search results has 70 to 160",
    ]);
  });
});

describe("a page's own words", () => {
  it("place a list made from the facts among their items: one item each", () => {
    const { items } = translationOf(words, "en").sections("poster").categories;
    expect(items.slice(0, 3)).toEqual(["Typhoon", "Earthquake", "Fire"]);
    expect(items).toHaveLength(15);
    expect(translationOf(words, "fil").sections("poster").categories.items).toHaveLength(15);
  });

  it("take the values their page's module gives: each branch of a select on whether a setting is set", () => {
    const line = (effectiveDateSet: string) =>
      translationOf(words, "fil").sections("terms", { effectiveDate: "Disyembre 1, 2026", effectiveDateSet })
        .dateLine;
    expect(line("yes")).toBe("Petsa ng bisa: Disyembre 1, 2026");
    expect(line("no")).toBe("Petsa ng bisa: ilalathala pa");
    // The page's name, description and cards need none.
    expect(translationOf(words, "en").page("privacy").description).toMatch(/^What Brisk collects/);
  });

  it("may leave out the subtitle where the page has none: the not-found page", () => {
    expect(translationOf(words, "fil").page("notFound")).toMatchObject({
      description: "Hindi makita ang page na hinahanap mo.",
      subtitle: "",
      inSitemap: false,
    });
  });
});
