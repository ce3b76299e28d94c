import { readFileSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { loadEnv } from "vite";
import { describe, expect, test } from "vitest";
import { templatesPlainText } from "../../src/components/barangay-kit/templates-text";
import { paidBarangayPlans, planSheetBlanks } from "../../src/content/barangay-kit-structure";
import { BLANK, FILL_DATA, fillTokensOf, withBlanks } from "../../src/lib/paper-fill";
import { BARANGAY_PLANS, MAX_AGENCIES_PER_REPORT, POINTS_PER_AGENCY } from "../../src/content/constants";
import { defaultLang, langs, pathIn } from "../../src/content/langs";
import { kitFiles, pages, paperPages } from "../../src/content/pages";
import { formatPeso } from "../../src/lib/numbers";
import { words } from "../cards-of";
import { buildRoot } from "../built-files";
import { readPdf } from "../qr";
import { documentOf, textOf } from "./documents";
import { planSheetTableOf } from "../../src/pages/[...lang]/barangay-kit/_figures";
import { translationOf } from "../../src/i18n/translations";

// The barangay kit's papers as files of the build, in each language: the plan sheet's PDF, the
// templates' text file and the quotation page the test build makes with its stand-in supplier
// (.env.test). How each paper prints in a browser, and the quotation's script: barangay-kit.spec.ts.

/** Largest the plan sheet's PDF may be, so it downloads quickly on prepaid data. */
const SHEET_PDF_MAX_BYTES = 200_000;

const testSettings = loadEnv("test", process.cwd(), "VITE_");

/** A phrase as a PDF's text or a page's text reads it: one space between words. */
const squeezed = (text: string) =>
  text
    .replace(/\s+/g, " ")
    // A word the PDF breaks at its hyphen ("Pag- verify") reads whole.
    .replace(/- /g, "-")
    .trim();

/** What one report costs on a paid plan with set points, to 1 agency and to as many as it may go to. */
const reportPriceRange = (plan: { pricePhp: number; points: number }) =>
  [1, MAX_AGENCIES_PER_REPORT].map((agencies) =>
    formatPeso((plan.pricePhp / plan.points) * POINTS_PER_AGENCY * agencies),
  );

describe.each(langs)("%s: the barangay kit's files", (lang) => {
  test("the plan sheet PDF is one A4 page with every barangay plan's figures from the facts, the rules and the lines to fill in", async () => {
    const bytes = readFileSync(join(buildRoot, kitFiles.sheetPdf[lang]));
    expect(bytes.length).toBeLessThanOrEqual(SHEET_PDF_MAX_BYTES);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842]);
    const said = squeezed(pdf.text);
    // The prices straight from constants.ts, as the site writes money.
    for (const plan of BARANGAY_PLANS) {
      if (plan.pricePhp > 0) expect(said).toContain(formatPeso(plan.pricePhp));
      if (plan.pricePhp > 0 && plan.points !== "unlimited")
        for (const price of reportPriceRange(plan)) expect(said).toContain(price);
    }
    const { sheet } = translationOf(words, lang).sections("planSheet", {
      ...fillTokensOf(...planSheetBlanks),
      plansUrl: "",
      plansUrlSet: "no",
    });
    const table = planSheetTableOf(translationOf(words, lang), sheet.pricePerReport);
    for (const cell of [...table.columns, ...table.rows.flat()]) expect(said).toContain(squeezed(cell));
    for (const line of [
      ...sheet.rules,
      sheet.chosen.title,
      ...sheet.chosen.lines.map((each) => withBlanks(each)),
    ])
      expect(said).toContain(squeezed(line));
    // The test build sets no public address: the sheet names none, never localhost, and dates its prices.
    expect(said).not.toContain("localhost");
    expect(said).toContain(squeezed(sheet.source));
  });

  test("the plan sheet page dates its prices and names no address while the public address is unset", () => {
    const sheet = documentOf(pathIn(pages.planSheet.path, lang)).body;
    const said = squeezed(textOf(within(sheet).getByRole("article")));
    const { sheet: sheetWords } = translationOf(words, lang).sections("planSheet", {
      ...fillTokensOf(...planSheetBlanks),
      plansUrl: "",
      plansUrlSet: "no",
    });
    expect(said).toContain(squeezed(sheetWords.source));
    expect(said).not.toContain("localhost");
  });

  test("without JavaScript, each paper's blanks stay blank to write on, and its name field stays hidden", () => {
    for (const id of paperPages) {
      const body = documentOf(pathIn(pages[id].path, lang)).body;
      const fields = body.querySelector(`[${FILL_DATA.carry}]`);
      expect(fields, id).not.toBeNull();
      expect(fields?.hasAttribute("hidden"), id).toBe(true);
      const blanks = [...body.querySelectorAll(`[${FILL_DATA.target}="barangay"]`)];
      if (id !== "barangayKit") expect(blanks.length, id).toBeGreaterThan(0);
      for (const blank of blanks) expect(blank.textContent).toBe(BLANK);
    }
  });

  test("the templates' text file says both templates, every line, as the page's text box does", () => {
    const text = readFileSync(join(buildRoot, kitFiles.templatesText[lang]), "utf8");
    const templates = translationOf(words, lang).sections("councilTemplates", fillTokensOf("barangay"));
    // Outside English, the resolution in English follows.
    const english = translationOf(words, defaultLang).sections("councilTemplates", fillTokensOf("barangay"));
    const twin =
      lang === defaultLang ? undefined : { title: templates.twin.title, lines: english.resolution.lines };
    expect(text).toBe(withBlanks(templatesPlainText(templates, twin)));
    for (const line of [...templates.resolution.lines, ...(twin?.lines ?? [])])
      expect(text).toContain(withBlanks(line));
    const box = within(documentOf(pathIn(pages.councilTemplates.path, lang)).body).getByRole("textbox", {
      name: templates.plainText.label,
    });
    expect((box as HTMLTextAreaElement).value).toBe(text);
  });

  test("the quotation names the supplier settings and prices every paid barangay plan from the facts", () => {
    const page = within(documentOf(pathIn(pages.quotation.path, lang)).body);
    const quotation = page.getByRole("article");
    const said = textOf(quotation);
    for (const value of [
      testSettings.VITE_SUPPLIER_NAME,
      testSettings.VITE_SUPPLIER_ADDRESS,
      testSettings.VITE_SUPPLIER_TIN,
      testSettings.VITE_SUPPLIER_PHILGEPS,
    ])
      expect(said).toContain(value);
    for (const method of testSettings.VITE_SUPPLIER_PAYMENT_METHODS!.split(";"))
      expect(said).toContain(method.trim());
    // A row for each plan a barangay buys (the gift is never bought), the first shown, each at one period.
    const rows = quotation.querySelectorAll("tbody tr");
    expect([...rows].map((row) => textOf(row.querySelector("td")))).toEqual(
      paidBarangayPlans.map((plan) => formatPeso(plan.pricePhp)),
    );
    expect([...rows].map((row) => (row as HTMLElement).hidden)).toEqual(
      paidBarangayPlans.map((_, index) => index > 0),
    );
    expect(textOf(quotation.querySelector("tfoot td"))).toBe(formatPeso(paidBarangayPlans[0]!.pricePhp));
    // Both selects list the same plans, and the form waits for its script.
    expect(page.getByRole("combobox").querySelectorAll("option")).toHaveLength(paidBarangayPlans.length);
    expect(page.getByRole("group")).toHaveProperty("disabled", true);
  });
});
