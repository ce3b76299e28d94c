// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import ts from "typescript";
import { CARD_IMAGE_WIDTHS, cardImageVariant } from "~/lib/card-image.mjs";
import { formatCount, formatDate } from "~/lib/numbers";
import { cardStructure, type CardPageId } from "./card-structure";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING_ADDON,
  PERSONAL_PLANS,
} from "./constants";
import { effectiveDateValues, privacyValues, type LegalSettings } from "./legal/settings";
import type { Card } from "./types";
import { readWords } from "~/i18n/read-words";
import { langInfo, langs, type Lang } from "./langs";
import { phrasingIn } from "~/i18n/phrasing";
import { contactWordsOf } from "~/pages/[...lang]/_contact";
import { translationOf } from "~/i18n/translations";

const words = readWords();
const english = translationOf(words, "en");

const contentDir = new URL(".", import.meta.url).pathname;
// Content names a card picture by its path under src/assets/ (components/content-card/card-picture.ts).
const picturesDir = new URL("../assets", import.meta.url).pathname;

/** Every page with cards (card-structure.ts), its cards in English: a page added there is checked here. */
const pagesCards: Record<string, readonly Card[]> = Object.fromEntries(
  (Object.keys(cardStructure) as CardPageId[]).map((page) => [page, english.cards(page)]),
);
const planCards = english.cards("plans");

/** The add-ons for agencies on /plans, each with its constant. */
const ADD_ONS = [
  { id: "extra-agency-slot", ...EXTRA_AGENCY_SLOT },
  { id: "location-sharing-addon", ...LOCATION_SHARING_ADDON },
  { id: "desktop-access-plan", ...DESKTOP_ACCESS },
];

const titles = (cards: readonly Card[]) => cards.map((card) => card.title);
const ids = (cards: readonly Card[]) => cards.map((card) => card.id);

describe("cards per page", () => {
  it("has the spec's cards, in order", () => {
    expect(titles(english.cards("home"))).toEqual(["Rapid Response", "Real-time Alerts", "Secure Platform"]);
    expect(titles(english.cards("features"))).toEqual([
      "Reporting Incidents or Emergencies",
      "How to Report",
      "Brisk News",
      "Brisk Map",
      "Report Summary and Live Updates",
      "Print Report",
    ]);
    expect(titles(english.cards("agencies"))).toEqual([
      "Responding and Tracking Incidents",
      "Community Collaboration",
      "Location Sharing for Agencies",
      "Barangay Support Tools and Social Services Integration",
      "Authorized First Responder and Support Agencies",
      "Desktop Access",
    ]);
    expect(titles(english.cards("terms"))).toEqual([
      "General Terms of Use",
      "User Responsibilities",
      "Limitation of Liability",
    ]);
    expect(titles(english.cards("privacy"))).toEqual([
      "Information We Collect",
      "How We Use Your Data",
      "Data Sharing and Disclosure",
    ]);
    expect(titles(english.cards("about"))).toEqual([
      "Mission",
      "Vision",
      "Team",
      "Appreciation",
      "Expanding Services",
      "Continuous Innovation",
    ]);
  });

  it("gives /plans a card for each plan of the constants, then the add-ons", () => {
    expect(ids(planCards)).toEqual([...BARANGAY_PLANS, ...PERSONAL_PLANS, ...ADD_ONS].map((plan) => plan.id));
  });

  it("shows every FAQ written in src/content/en/faqs/, the ones card-structure.ts lists first", () => {
    const files = readdirSync(join(contentDir, "en/faqs")).map((name) => name.replace(/\.md$/, ""));
    const listed = cardStructure.faqs.cards.map((place) => place.id);
    const faqs = ids(english.cards("faqs"));
    expect(faqs.slice(0, listed.length)).toEqual(listed);
    expect([...faqs].sort()).toEqual(files.sort());
  });

  it("gives FAQ cards the 'Answer' button and leaves the others on 'Read More'", () => {
    for (const [page, cards] of Object.entries(pagesCards))
      expect(
        cards.map((card) => card.buttonText),
        page,
      ).toEqual(cards.map(() => (page === "faqs" ? "Answer" : undefined)));
  });

  it("keeps titles unique on each page and ids unique across the site", () => {
    for (const [page, cards] of Object.entries(pagesCards)) {
      expect(new Set(titles(cards)).size, page).toBe(cards.length);
    }
    const all = Object.values(pagesCards).flatMap(ids);
    expect(new Set(all).size).toBe(all.length);
  });

  it("gives every card a description and an existing image of at most 20 KB (its text: card-body.test.ts)", async () => {
    for (const card of Object.values(pagesCards).flat()) {
      expect(card.description.trim(), card.id).not.toBe("");
      expect(card.description, card.id).not.toBe(card.title);
      const file = join(picturesDir, card.image.src);
      expect(existsSync(file), card.image.src).toBe(true);
      expect(statSync(file).size, card.image.src).toBeLessThanOrEqual(20 * 1024);
    }
  });

  it("gives every card image an 8:5 WebP copy at each width, of at most 20 KB", async () => {
    for (const card of Object.values(pagesCards).flat()) {
      for (const width of CARD_IMAGE_WIDTHS) {
        const file = join(picturesDir, cardImageVariant(card.image.src, width));
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size, file).toBeLessThanOrEqual(20 * 1024);
        const { format, width: actualWidth, height } = await sharp(file).metadata();
        expect({ file, format, width: actualWidth, height }).toEqual({
          file,
          format: "webp",
          width,
          height: (width * 5) / 8,
        });
      }
    }
  });
});

describe("plans", () => {
  it("take price, points and validity from the constants, and the add-ons their price", () => {
    const { price: formatPrice, days: formatDays } = phrasingIn(words, "en");
    const cardOf = (id: string) => planCards.find((candidate) => candidate.id === id);
    for (const plan of [...PERSONAL_PLANS, ...BARANGAY_PLANS]) {
      const card = cardOf(plan.id);
      expect(card, plan.id).toBeDefined();
      expect(card?.price).toBe(formatPrice(plan.pricePhp));
      expect(card?.facts).toContainEqual({
        label: "Points",
        value: plan.points === "unlimited" ? "Unlimited" : formatCount(plan.points),
      });
      expect(card?.facts).toContainEqual({ label: "Valid for", value: formatDays(plan.validityDays) });
    }
    for (const { id, pricePhp } of ADD_ONS) expect(cardOf(id)?.price, id).toBe(formatPrice(pricePhp));
    expect(planCards.find((card) => card.title === "Barangay Urban")?.price).toBe("₱1,200.00");
    expect(planCards.find((card) => card.title === "Personal Free")?.price).toBe("Free");
  });
});

describe("legal documents", () => {
  const privacyIn = (settings: LegalSettings, lang: Lang = "en") =>
    translationOf(words, lang).sections("privacy", privacyValues(settings, langInfo[lang].code));

  it("give the effective date when it is set, as each language writes a date, and say it is to be published when not", () => {
    const termsLine = (settings: LegalSettings, lang: Lang) =>
      translationOf(words, lang).sections("terms", effectiveDateValues(settings, langInfo[lang].code))
        .dateLine;
    expect(termsLine({ effectiveDate: "2026-12-01" }, "en")).toBe("Effective date: December 1, 2026");
    expect(termsLine({}, "en")).toBe("Effective date: to be published");
    for (const lang of langs) {
      const [set, unset] = [termsLine({ effectiveDate: "2026-12-01" }, lang), termsLine({}, lang)];
      expect(set, lang).toContain(formatDate("2026-12-01", langInfo[lang].code));
      expect(unset, lang).not.toMatch(/\d/);
      expect(unset.split(":")[0], lang).toBe(set.split(":")[0]);
    }
    expect(privacyIn({ effectiveDate: "2026-12-01" }).dateLine).toBe("Effective date: December 1, 2026");
  });

  it("fail the build on a setting their module does not give, or one no message takes", () => {
    expect(() => translationOf(words, "en").sections("terms", { effectiveDate: "December 1, 2026" })).toThrow(
      "src/content/en/terms.yaml, dateLine: takes effectiveDate, effectiveDateSet, given no effectiveDateSet",
    );
    expect(() =>
      translationOf(words, "en").sections("terms", {
        ...effectiveDateValues({}, "en"),
        dataController: "Example",
      }),
    ).toThrow("src/content/en/terms.yaml: no message takes dataController");
  });

  it("name the data controller and the DPO when set, and invent neither when not", () => {
    const set = privacyIn({ dataController: "Brisk Example Inc.", dpoEmail: "dpo@example.org" });
    // The name ends the setting, not the sentence: a name ending in "Inc." gets no second period.
    expect(set.rights.responsible.controller).toMatch(/^Brisk Example Inc\. is the data controller: .+\.$/);
    const filipino = privacyIn({ dataController: "Brisk Example Inc." }, "fil").rights.responsible.controller;
    expect(filipino).toMatch(/^Ang Brisk Example Inc\. ang data controller, .+\.$/);
    for (const sentence of [set.rights.responsible.controller, filipino])
      expect(sentence).not.toContain("..");
    expect(set.rights.responsible.dpo).toBe("You can write to our data protection officer at");
    const unset = JSON.stringify(privacyIn({}).rights);
    expect(unset).toContain("The name of the data controller");
    expect(unset).toContain("are to be published on this page");
    expect(unset).not.toMatch(/mailto:|@/);
    // The DPO's email as a link: components/pages/privacy-page.test.tsx.
  });

  // Only what the Act gives every data subject, in its order: Section 16 (a) to (f), the complaint of
  // 16 (b), Section 18 and Section 17 (docs/sources.md). Nothing the site would promise beyond the law.
  it("list the rights the Data Privacy Act gives and name the contact form's processors", () => {
    const { rights } = privacyIn({});
    expect(rights.rights.items.map((item) => item.split(":")[0])).toEqual([
      "To be informed",
      "To be told about the processing",
      "To access",
      "To correct",
      "To erasure or blocking",
      "To damages",
      "To data portability",
      "To file a complaint",
      "Your lawful heirs and assigns may use these rights after your death, or when you cannot use them yourself.",
    ]);
    const text = JSON.stringify(rights);
    expect(text).toContain("Republic Act No. 10173");
    expect(text).toContain("National Privacy Commission");
    expect(text).toContain("EmailJS");
    expect(text).toContain("Google reCAPTCHA");
  });

  // The privacy page links the terms under the policy: components/pages/privacy-page.test.tsx.
});

/** Properties whose string values are identifiers or paths, not prose. */
const NON_PROSE_KEYS = new Set(["id", "src", "to", "path", "card"]);

/** Every piece of literal text in a module, with digits, outside identifiers and paths. */
function literalTextWithDigits(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isText =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    const isImport = ts.isImportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent);
    const key = ts.isPropertyAssignment(node.parent) ? node.parent.name.getText(source) : "";
    // A property's name is no prose.
    const isPropertyName = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if (isText && !isImport && !isPropertyName && !NON_PROSE_KEYS.has(key)) {
      const text = (node as ts.LiteralLikeNode).text;
      if (/\d/.test(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}

describe("the accessibility statement", () => {
  it("names the contact form's topic for a barrier as the form shows it, in each language", () => {
    for (const lang of langs) {
      const t = translationOf(words, lang);
      expect(t.sections("accessibility").report.text, lang).toContain(
        `"${contactWordsOf(t).form.topic.options.other}"`,
      );
    }
  });
});

describe("the TypeScript beside the words types no number into a string (the words: word-checks.ts)", () => {
  const modules = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "constants.ts")
    .map((name) => join(contentDir, name));

  it.each(modules)("%s states numbers only through the constants", (file) => {
    expect(literalTextWithDigits(file)).toEqual([]);
  });

  it("the scan finds a number typed into prose, and only there", () => {
    // A module of each kind of literal the scan reads or passes over.
    const probe = join(mkdtempSync(join(tmpdir(), "digit-scan-")), "probe.ts");
    writeFileSync(
      probe,
      [
        'import { x } from "./module-2";',
        'export const card = { id: "faq-2", src: "/images/card-3.svg", title: "Valid for 30 days" };',
        "export const text = `Up to ${x} agencies, 3 at most`;",
      ].join("\n"),
    );
    expect(literalTextWithDigits(probe)).toEqual(["Valid for 30 days", " agencies, 3 at most"]);
  });
});
