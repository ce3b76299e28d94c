// @vitest-environment node
import { langs } from "~/content/langs";
import { type Words } from "~/i18n/entries";
import { problemsIn } from "~/i18n/word-checks";
import { readWords } from "~/i18n/read-words";
import { getStartedOf } from "./_get-started";
import { translationOf } from "~/i18n/translations";

const words = readWords();

/** The words with the data of one file of a kind (pages or shared words) changed. */
function withData(
  kind: "pages" | "shared",
  id: string,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
): Words {
  return {
    ...words,
    [kind]: words[kind].map((entry) => (entry.id === id ? { ...entry, data: change(entry.data) } : entry)),
  };
}

describe("the next steps", () => {
  it("are shared words, one file a language, not a page's", () => {
    expect(words.shared.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(["en/next-steps", "fil/next-steps"]),
    );
    expect(words.pages.map((entry) => entry.id)).not.toContain("en/next-steps");
  });

  it("set each step's words in what it does, declared once for every language", () => {
    const { title, steps, getStartedLink } = translationOf(words, "fil").nextSteps();
    expect(title).toBe("Ano ang susunod na gagawin");
    expect(steps.resident).toEqual({
      id: "resident",
      title: "Para sa mga residente",
      text: expect.stringContaining("magsimula sa Personal Free plan"),
      action: "download",
    });
    expect(steps.agency).toMatchObject({
      action: "contact",
      topic: "agency",
      label: "Makipag-ugnayan tungkol sa inyong ahensya",
    });
    expect(getStartedLink).toEqual({
      page: "getStarted",
      label: "Tingnan ang mga unang hakbang para sa residente, barangay at ahensya",
    });
  });
});

describe("the Get Started page", () => {
  const { paths, questions } = getStartedOf(translationOf(words, "en"));

  it.each(langs)("has in %s the words of every path, link and question its structure names", (lang) => {
    const page = getStartedOf(translationOf(words, lang));
    expect(page.paths.map((path) => path.actions.length)).toEqual([1, 5, 3]);
    expect(page.questions.map((item) => item.more?.page)).toEqual([undefined, undefined, "faqs"]);
  });

  it("leads each path where the structure says, the contact steps' links words and topics included", () => {
    expect(paths.map((path) => path.id)).toEqual(["resident", "barangay", "agency"]);
    expect(paths[1]?.actions).toEqual([
      { kind: "page", page: "plans", hash: "plan-finder", label: "Find the plan for your barangay" },
      { kind: "page", page: "barangayKit", label: "See how your barangay buys a plan" },
      {
        kind: "page",
        page: "contact",
        query: { topic: "barangay" },
        label: "Contact us about your barangay",
      },
      { kind: "page", page: "poster", label: "See the poster for your barangay hall" },
      { kind: "posterPdf", label: "Download the poster (PDF, A4)" },
    ]);
  });

  it("puts the facts in, the first and last response-time tiers among them", () => {
    expect(paths[0]?.steps[4]).toBe(
      "For personal points, start with the Personal Free plan: 5 points, valid for 30 days.",
    );
    expect(questions.find((item) => item.id === "tiers")).toEqual({
      id: "tiers",
      question: "What do Q1 to Q4 mean?",
      answer: [
        "They are the 4 response-time tiers that Brisk suggests to agencies, from Q1 (1–3 minutes) to Q4 (31–60 minutes).",
      ],
    });
    expect(questions.find((item) => item.id === "anonymous")?.more).toEqual({
      page: "faqs",
      label: "Read in the FAQs what censoring your identity does",
      card: "faq-3",
    });
  });
});

describe("a mistake in shared words is named with its file and key", () => {
  it("a key Filipino lacks", () => {
    const changed = withData("shared", "fil/next-steps", (data) => {
      const agency = { ...(data.agency as Record<string, string>) };
      delete agency.label;
      return { ...data, agency };
    });
    const problems = problemsIn(changed);
    expect(problems).toContain(
      "src/content/fil/next-steps.yaml, agency.label: Invalid input: expected string, received undefined",
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/fil\/next-steps\.yaml: has the keys .*; src\/content\/en\/next-steps\.yaml has .*agency\.label, agency\.text/,
      ),
    );
  });

  it("a file Filipino lacks", () => {
    const changed = { ...words, shared: words.shared.filter((entry) => entry.id !== "fil/next-steps") };
    expect(problemsIn(changed)).toContain(
      "src/content/en/next-steps.yaml: src/content/fil/next-steps is missing; every language has every entry",
    );
  });

  it("a key no shared words have, and a number typed in", () => {
    const changed = withData("shared", "en/next-steps", (data) => ({
      ...data,
      resident: { ...(data.resident as object), text: "Get Brisk for 1 phone.", label: "Get it" },
    }));
    const problems = problemsIn(changed);
    expect(problems).toContain(
      'src/content/en/next-steps.yaml, resident.text: "1" is typed into the words; name the fact instead',
    );
    expect(problems).toContain(
      'src/content/en/next-steps.yaml, resident: "label" is not a key of these words; declare it in src/content/word-schemas.ts',
    );
  });
});

describe("a block placed in a list of words", () => {
  const answerWith = (placed: string) =>
    withData("pages", "en/getStarted", (data) => {
      const questions = data.questions as Record<string, { answer: string[] }>;
      const tiers = questions.tiers!;
      return { ...data, questions: { ...questions, tiers: { ...tiers, answer: [tiers.answer[0], placed] } } };
    });

  it("must name a list block", () => {
    expect(problemsIn(answerWith("::response-time"))).toContain(
      'src/content/en/getStarted.yaml, questions.tiers.answer.1: "::response-time" names no block',
    );
    expect(problemsIn(answerWith("::retention-table"))).toContain(
      "src/content/en/getStarted.yaml, questions.tiers.answer.1: \"::retention-table\" is no list; only a list's items go in a page's list",
    );
  });

  it("stands alone as an item of a list, in shared words too", () => {
    const changed = withData("shared", "en/next-steps", (data) => ({
      ...data,
      title: "::report-categories",
    }));
    expect(problemsIn(changed)).toContain(
      'src/content/en/next-steps.yaml, title: "::report-categories" places a list\'s items, so it goes in a list',
    );
  });
});
