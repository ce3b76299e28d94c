import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { EMERGENCY_HOTLINE } from "../../src/content/constants";
import { defaultLang, langs, pathIn, type Lang } from "../../src/content/langs";
import { pageNextSteps } from "../../src/content/next-step-structure";
import { pages, posterFiles } from "../../src/content/pages";
import { words } from "../cards-of";
import { pagesIn } from "../site-pages";
import { documentOf, textOf } from "./documents";
import { getStartedOf } from "../../src/pages/[...lang]/_get-started";
import { planComparisonsOf } from "../../src/pages/[...lang]/_plans";
import { translationOf } from "../../src/i18n/translations";

/*
 * What a page says and where its links lead, read from the built HTML by role and accessible name
 * as a screen reader meets it (Testing Library's queries), in each language: no browser needed.
 * What needs one (a click that lands, a layout, a form that reads its address) is in e2e/*.spec.ts.
 */

/** The page at a registry path in a language, to query by role. */
const screenOf = (path: string, lang: Lang) => within(documentOf(pathIn(path, lang)).body);

/**
 * What a person in danger now is told, in a language: the home page's words before the hotline's
 * number, then the number (constants.ts). Get Started says the same sentence; the English is the
 * words' source, read in full below, so a translation that drops the call fails both pages.
 */
const callHotlineIn = (lang: Lang) =>
  `${translationOf(words, lang).sections("home").callToAction.emergency} ${EMERGENCY_HOTLINE}.`;

/** The contact form's address with a topic chosen, in a language. */
const contactWith = (topic: string, lang: Lang) => `${pathIn(pages.contact.path, lang)}?topic=${topic}`;

const texts = (elements: Element[]) => elements.map(textOf);

/**
 * The page's banner, main and contentinfo landmarks, by HTML-AAM's rule: a header or footer inside
 * an article, aside, main, nav or section is not the page's (Testing Library counts every one).
 */
function landmarksOf(document: Document) {
  const isThePages = (element: Element) =>
    !element.parentElement?.closest("article, aside, main, nav, section");
  return {
    banner: [...document.querySelectorAll("header")].filter(isThePages).length,
    main: document.querySelectorAll("main").length,
    contentinfo: [...document.querySelectorAll("footer")].filter(isThePages).length,
  };
}

// One test a page: each reads its page once, so the time a test takes does not grow with the pages.
test.each(langs.flatMap(pagesIn).map((page) => page.path))(
  "%s has one banner, one main and one contentinfo landmark",
  (path) => {
    expect(landmarksOf(documentOf(path))).toEqual({ banner: 1, main: 1, contentinfo: 1 });
  },
);

describe.each(langs)("%s", (lang) => {
  const { title: nextStepsTitle, steps, getStartedLink } = translationOf(words, lang).nextSteps();

  // Where a visitor decides, the page ends with what to do next: residents get the app, barangays
  // and agencies reach the contact form with their topic chosen.
  for (const [id, stepIds] of Object.entries(pageNextSteps)) {
    const path = pages[id as keyof typeof pageNextSteps].path;
    test(`${pathIn(path, lang)} ends with its next steps`, () => {
      const section = screenOf(path, lang).getByRole("region", { name: nextStepsTitle });
      const ending = within(section);
      expect(texts(ending.getAllByRole("heading", { level: 3 }))).toEqual(
        stepIds.map((step) => steps[step].title),
      );
      for (const step of stepIds.map((stepId) => steps[stepId])) {
        if (step.action === "contact")
          expect(ending.getByRole("link", { name: step.label }).getAttribute("href")).toBe(
            contactWith(step.topic, lang),
          );
        else expect(ending.getByRole("link", { name: /Google Play/ }).getAttribute("target")).toBe("_blank");
      }
    });
  }

  test("Get Started's answer on the hotline tells a person in danger now to call 911, as home does", () => {
    if (lang === defaultLang) expect(callHotlineIn(lang)).toBe("If someone is in danger now, call 911.");
    const { questionsTitle } = getStartedOf(translationOf(words, lang));
    const questions = screenOf(pages.getStarted.path, lang).getByRole("region", { name: questionsTitle });
    const question = within(questions).getByRole("heading", {
      level: 3,
      name: new RegExp(EMERGENCY_HOTLINE),
    });
    expect(textOf(question.nextElementSibling!)).toContain(callHotlineIn(lang));
  });

  test("the home page tells it once, in the store band, the number a link that calls it", () => {
    const document = documentOf(pathIn("/", lang));
    const { callToAction } = translationOf(words, lang).sections("home");
    const band = within(document.body).getByRole("region", { name: callToAction.title });
    const call = within(band).getByRole("link", { name: EMERGENCY_HOTLINE });
    expect(call.getAttribute("href")).toBe(`tel:${EMERGENCY_HOTLINE}`);
    expect(textOf(call.closest("p")!)).toBe(callHotlineIn(lang));
    // Once: the number nowhere else on the page, the cards' full texts included.
    expect(document.querySelector("main")!.textContent!.split(EMERGENCY_HOTLINE)).toHaveLength(2);
  });

  test("the home page's call to action leads barangays and agencies to the contact form", () => {
    const download = within(documentOf(pathIn("/", lang)).querySelector("#download")!);
    for (const step of [steps.barangay, steps.agency])
      expect(download.getByRole("link", { name: step.label }).getAttribute("href")).toBe(
        contactWith(step.topic, lang),
      );
  });

  for (const [path, where] of [
    ["/", "#download"],
    ["/agencies", "main"],
    ["/plans", "main"],
  ] as const) {
    test(`${pathIn(path, lang)} links to Get Started`, () => {
      const place = within(documentOf(pathIn(path, lang)).querySelector(where)!);
      expect(place.getByRole("link", { name: getStartedLink.label }).getAttribute("href")).toBe(
        pathIn(pages.getStarted.path, lang),
      );
    });
  }

  test("Get Started has a numbered path for each kind of visitor, and its questions", () => {
    const page = screenOf(pages.getStarted.path, lang);
    const { paths, questionsTitle, questions } = getStartedOf(translationOf(words, lang));
    for (const path of paths) {
      const section = within(page.getByRole("region", { name: path.title }));
      expect(texts(section.getAllByRole("heading", { level: 2 }))).toEqual([path.title]);
      const firstList = section.getAllByRole("list")[0]!;
      expect(texts(within(firstList).getAllByRole("listitem"))).toEqual(
        path.steps.map((step, index) => `${index + 1}${step}`),
      );
    }
    const asked = within(page.getByRole("region", { name: questionsTitle }));
    expect(texts(asked.getAllByRole("heading", { level: 3 }))).toEqual(
      questions.map((item) => item.question),
    );
    // The anonymous question leads to FAQ 3's dialog, where censoring is told.
    const anonymous = questions.find((item) => item.id === "anonymous")!.more!;
    expect(asked.getByRole("link", { name: anonymous.label }).getAttribute("href")).toBe(
      `${pathIn(pages.faqs.path, lang)}?modal=content&card=faq-3`,
    );
  });

  test("Safety and Trust has a heading for each topic", () => {
    const page = screenOf(pages.safety.path, lang);
    const topics = Object.values(translationOf(words, lang).sections("safety").topics);
    expect(texts(within(page.getByRole("main")).getAllByRole("heading", { level: 2 }))).toEqual(
      topics.map((topic) => topic.title),
    );
    expect(page.getByRole("link", { name: "911" }).getAttribute("href")).toBe("tel:911");
  });

  test("the accessibility statement has its date and its limits", () => {
    const page = screenOf(pages.accessibility.path, lang);
    const statement = translationOf(words, lang).sections("accessibility");
    expect(textOf(page.getByRole("main"))).toContain(statement.dateLine);
    expect(textOf(page.getByRole("region", { name: statement.limits.title }))).toContain("reCAPTCHA");
  });

  test("the poster page shows the poster's words and links its PDF in the same language as a download", () => {
    const page = screenOf(pages.poster.path, lang);
    const poster = translationOf(words, lang).sections("poster");
    const download = page.getByRole("link", { name: poster.controls.download });
    expect(download.getAttribute("href")).toBe(posterFiles.pdf[lang]);
    expect(download.getAttribute("download")).toBe("");
    expect(textOf(page.getByRole("main"))).toContain(`${poster.emergency.lead} ${poster.emergency.call}`);
  });

  test("the plans page ends the barangay and agency groups with the contact form, the topic chosen, and the personal one with the app", () => {
    const group = (id: string) => within(documentOf(pathIn(pages.plans.path, lang)).getElementById(id)!);
    expect(group("barangay").getByRole("link", { name: steps.barangay.label }).getAttribute("href")).toBe(
      contactWith("barangay", lang),
    );
    expect(group("agency").getByRole("link", { name: steps.agency.label }).getAttribute("href")).toBe(
      contactWith("agency", lang),
    );
    expect(
      group("personal")
        .getByRole("link", { name: /Google Play/ })
        .getAttribute("target"),
    ).toBe("_blank");
  });

  test("the plans page compares each group in a table with a caption, column headers and row headers", () => {
    const page = screenOf(pages.plans.path, lang);
    for (const comparison of Object.values(planComparisonsOf(translationOf(words, lang)))) {
      const table = within(page.getByRole("table", { name: comparison.caption }));
      expect(texts(table.getAllByRole("columnheader"))).toEqual(comparison.columns);
      expect(texts(table.getAllByRole("rowheader"))).toEqual(comparison.rows.map((row) => row[0]));
    }
  });
});

// The figures as an English reader meets them, typed out here so that a change in how the facts
// are formatted shows up as a failure, not as a new expectation.
describe("en: the figures as the pages show them", () => {
  test("the safety page says how long location sharing lasts, and links the legal pages", () => {
    const page = screenOf(pages.safety.path, "en");
    expect(textOf(page.getByRole("region", { name: "Location sharing needs your consent" }))).toContain(
      "It turns off by itself after 8 hours.",
    );
    const main = within(page.getByRole("main"));
    expect(main.getByRole("link", { name: /Privacy Policy/ }).getAttribute("href")).toBe("/privacy");
    expect(main.getByRole("link", { name: /Terms and Conditions/ }).getAttribute("href")).toBe("/terms");
  });

  test("Get Started answers that Brisk does not replace the 911 hotline", () => {
    const { questionsTitle } = getStartedOf(translationOf(words, "en"));
    const questions = textOf(
      screenOf(pages.getStarted.path, "en").getByRole("region", { name: questionsTitle }),
    );
    expect(questions).toContain("Does Brisk replace the 911 hotline?");
    expect(questions).toContain(
      "No. If someone is in danger now, call 911. Use Brisk to report an incident or emergency to the agencies you choose",
    );
  });

  test("the accessibility statement names its target", () => {
    expect(textOf(screenOf(pages.accessibility.path, "en").getByRole("main"))).toContain(
      "meet WCAG 2.2 level AA",
    );
  });

  test("the plan cards show price, points and validity, and the barangay table one row in full", () => {
    const page = screenOf(pages.plans.path, "en");
    const urban = textOf(page.getByRole("article", { name: "Barangay Urban" }));
    for (const fact of ["₱1,200.00", "6,000", "120 days"]) expect(urban).toContain(fact);
    expect(textOf(page.getByRole("article", { name: "Barangay High Urban" }))).toContain("Unlimited");
    expect(textOf(page.getByRole("article", { name: "Personal Free" }))).toContain("Free");
    expect(textOf(page.getByRole("article", { name: "Extra Agency Slot" }))).toContain("No expiry");
    const barangay = within(page.getByRole("table", { name: "Barangay plans compared" }));
    const rural = within(barangay.getByRole("row", { name: /^Barangay Rural/ }));
    expect(texts(rural.getAllByRole("cell"))).toEqual([
      "₱400.00",
      "2,000",
      "60 days",
      "666 to 2,000",
      "₱2,800.00 for 7 periods of 60 days (420 days)",
    ]);
  });
});
