// The barangay plan sheet as an A4 PDF (issue 41), drawn at build time like the poster's
// (pages/[document].pdf.ts writes it): the same words as the plan sheet page, the table drawn
// row by row. A language whose words grow past the page stops the build rather than spill.
import { siteConfig } from "~/config/site";
import type { Lang } from "~/content/langs";
import type { TableBlock } from "~/content/types";
import { withBlanks } from "~/lib/paper-fill";
import { brandColors } from "./brand-colors";
import { A4, a4Document, drawLogo, MARGIN } from "./pdf-document.server";

const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const INK = "#0f172a";
const RULE = "#cbd5e1";
/**
 * Each column's share of the table's width: the plan's name and the year's cost widest, the
 * figures narrower (plan, price, points, validity, reports covered, price per report, a year).
 */
const COLUMN_SHARES = [0.16, 0.12, 0.1, 0.1, 0.14, 0.15, 0.23];
const CELL_PAD = 4;

/** The plan sheet's words, as the page says them (components/barangay-kit/plan-sheet.tsx). */
export type PlanSheetPdfWords = {
  title: string;
  intro: string;
  rules: readonly string[];
  chosen: { title: string; lines: readonly string[] };
  source: string;
};

/** The plan sheet as PDF bytes, in one language. */
export function renderPlanSheetPdf(lang: Lang, text: PlanSheetPdfWords, table: TableBlock): Promise<Buffer> {
  if (table.columns.length !== COLUMN_SHARES.length) {
    throw new Error(
      `The plan sheet PDF has ${COLUMN_SHARES.length} column widths for ${table.columns.length} columns`,
    );
  }
  const { doc, done } = a4Document(lang, { title: text.title, subject: text.intro });

  drawLogo(doc, MARGIN, MARGIN, 40);
  doc
    .font("bold")
    .fontSize(26)
    .fillColor(brandColors.brand900)
    .text(siteConfig.name, MARGIN + 52, MARGIN + 6);
  doc
    .font("bold")
    .fontSize(18)
    .fillColor(INK)
    .text(text.title, MARGIN, MARGIN + 64, { width: CONTENT_WIDTH });
  doc
    .font("regular")
    .fontSize(11)
    .text(text.intro, MARGIN, doc.y + 8, { width: CONTENT_WIDTH, lineGap: 2 });

  // The table: a header row on a light band, then a row a plan, each as deep as its deepest cell.
  const widths = COLUMN_SHARES.map((share) => share * CONTENT_WIDTH);
  const drawRow = (cells: readonly string[], top: number, { header }: { header: boolean }) => {
    // A row's head and the header row are bold: each cell is measured in the font it is drawn in.
    const fontOf = (index: number) => (header || index === 0 ? "bold" : "regular");
    const options = (index: number) => ({ width: widths[index]! - 2 * CELL_PAD });
    doc.fontSize(8.5);
    const height =
      Math.max(...cells.map((cell, index) => doc.font(fontOf(index)).heightOfString(cell, options(index)))) +
      2 * CELL_PAD;
    if (header) doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(brandColors.brand50);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc
        .font(fontOf(index))
        .fillColor(INK)
        .text(cell, x + CELL_PAD, top + CELL_PAD, options(index));
      x += widths[index]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + CONTENT_WIDTH, top + height)
      .lineWidth(0.75)
      .stroke(RULE);
    return top + height;
  };
  const tableTop = doc.y + 14;
  doc
    .font("bold")
    .fontSize(11)
    .fillColor(INK)
    .text(table.caption, MARGIN, tableTop, { width: CONTENT_WIDTH });
  let rowTop = drawRow(table.columns, doc.y + 6, { header: true });
  for (const row of table.rows) rowTop = drawRow(row, rowTop, { header: false });

  // The rules the plans share, a bullet each.
  let y = rowTop + 12;
  doc.font("regular").fontSize(9.5);
  for (const rule of text.rules) {
    doc.circle(MARGIN + 4, y + 6, 2.5).fill(brandColors.brand600);
    doc.fillColor(INK).text(rule, MARGIN + 14, y, { width: CONTENT_WIDTH - 14, lineGap: 2 });
    y = doc.y + 4;
  }

  // The council's choice: a ruled box with lines to fill in by hand.
  const boxTop = y + 12;
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(text.chosen.title, MARGIN + 14, boxTop + 12);
  doc.font("regular").fontSize(10.5);
  let lineTop = doc.y + 8;
  for (const line of text.chosen.lines) {
    // A blank the page fills as the barangay types is a line to write on, on paper.
    doc.text(withBlanks(line), MARGIN + 14, lineTop, { width: CONTENT_WIDTH - 28 });
    lineTop = doc.y + 8;
  }
  doc
    .roundedRect(MARGIN, boxTop, CONTENT_WIDTH, lineTop - boxTop, 8)
    .lineWidth(1)
    .stroke(RULE);

  const sourceTop = lineTop + 14;
  doc
    .font("regular")
    .fontSize(9.5)
    .fillColor("#475569")
    .text(text.source, MARGIN, sourceTop, { width: CONTENT_WIDTH });
  if (doc.y > A4.height - MARGIN) {
    throw new Error(`The plan sheet PDF ends at ${Math.round(doc.y)} pt, past the page's margin`);
  }
  doc.end();
  return done;
}
