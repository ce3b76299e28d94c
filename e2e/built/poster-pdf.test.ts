import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { langs } from "../../src/content/langs";
import { posterFiles } from "../../src/content/pages";
import { words } from "../cards-of";
import { buildRoot } from "../built-files";
import { googlePlaySetting, MIN_QR_MM, readPdf } from "../qr";
import { translationOf } from "../../src/i18n/translations";

// The poster's PDF in each language, read as a file of the build: no browser needed. That the
// server sends a PDF as one is server/server.test.mjs's; how the poster page prints, poster.spec.ts's.

/** Largest the PDF may be (issue 17), so it downloads quickly on prepaid data. */
const POSTER_PDF_MAX_BYTES = 500_000;

test("the test build has its own Google Play setting, so a default cannot pass for it", () => {
  expect(googlePlaySetting).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);
});

describe.each(langs)("%s: the poster PDF", (lang) => {
  const text = translationOf(words, lang).sections("poster");
  const bytes = readFileSync(join(buildRoot, posterFiles.pdf[lang]));

  test("is one A4 page of at most 500 kB with the poster's words", async () => {
    expect(bytes.length).toBeLessThanOrEqual(POSTER_PDF_MAX_BYTES);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842]);
    const said = pdf.text.replace(/\s+/g, " ");
    for (const phrase of [
      `${text.emergency.lead} ${text.emergency.call}`,
      text.scan.store,
      text.categories.title,
      ...text.steps.items,
      ...text.categories.items,
    ])
      expect(said).toContain(phrase);
  });

  test("has a QR code over 4 cm wide that holds exactly the Google Play setting", async () => {
    const pdf = await readPdf(bytes);
    // Two pixels per point: about what a phone camera sees of an A4 sheet at arm's length.
    const scale = 2;
    const decoded = await pdf.decodeQr(scale);
    expect(decoded?.text).toBe(googlePlaySetting);
    const widthMm = ((decoded?.widthPx ?? 0) / scale) * (25.4 / 72);
    expect(widthMm).toBeGreaterThanOrEqual(MIN_QR_MM);
  });
});
