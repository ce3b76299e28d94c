// The poster as an A4 PDF, drawn at build time with PDFKit (pages/[document].pdf.ts writes it, at
// /brisk-poster.pdf). Text is real text in an embedded, subset font and the logo and QR code are
// vectors, so the file is small and prints sharp at any size; building it needs no browser.
// docs/poster.md says why PDFKit and not a headless browser's print-to-PDF.
import { siteConfig } from "~/config/site";
import type { Lang } from "~/content/langs";
import type { PosterWords } from "~/content/types";
import { withBlanks } from "~/lib/paper-fill";
import { brandColors } from "./brand-colors";
import { A4, a4Document, drawLogo, MARGIN, POINTS_PER_MM } from "./pdf-document.server";
import { posterQrModules, posterQrUrl, QR_QUIET_ZONE_MODULES } from "./poster-qr.server";

/** The QR code's printed width with its quiet zone: well over the 4 cm a phone needs from a step away. */
const QR_WIDTH_MM = 56;

const CONTENT_WIDTH = A4.width - 2 * MARGIN;

/** Draws the QR code with its quiet zone as a white square `size` points wide at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const { size: modules, isDark } = posterQrModules();
  const cell = size / (modules + 2 * QR_QUIET_ZONE_MODULES);
  const origin = { x: x + QR_QUIET_ZONE_MODULES * cell, y: y + QR_QUIET_ZONE_MODULES * cell };
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules; row += 1) {
    for (let column = 0; column < modules; column += 1) {
      // Cells overlap by a hair so no white seams show between dark neighbours.
      if (isDark(row, column))
        doc.rect(origin.x + column * cell, origin.y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill("#000000");
  // The code links too, for whoever opens the PDF on a phone.
  doc.link(x, y, size, size, posterQrUrl());
}

/**
 * The poster as PDF bytes, in one language: the poster page's name (`title`) and its words (`text`,
 * src/content/<lang>/poster.yaml), as the page says them; the drawing is the same in every language.
 */
export function renderPosterPdf(
  lang: Lang,
  { title, text: posterText }: { title: string; text: PosterWords },
): Promise<Buffer> {
  const { doc, done } = a4Document(lang, { title, subject: posterText.tagline });

  // The dark band: logo, name and what Brisk does, in two lines: a language whose line is longer
  // gets a smaller size, so the middle of the sheet keeps its room.
  const tagline = { top: 126, options: { width: CONTENT_WIDTH, lineGap: 3 } };
  const linesAt = (size: number) =>
    doc.font("regular").fontSize(size).heightOfString(posterText.tagline, tagline.options) /
    doc.heightOfString("X", tagline.options);
  const taglineFontSize = [19, 18, 17, 16].find((size) => linesAt(size) <= 2) ?? 16;
  const taglineHeight = doc.fontSize(taglineFontSize).heightOfString(posterText.tagline, tagline.options);
  const bandHeight = Math.max(190, tagline.top + taglineHeight + 14);
  doc.rect(0, 0, A4.width, bandHeight).fill(brandColors.brand900);
  drawLogo(doc, MARGIN, 44, 64);
  doc
    .font("bold")
    .fontSize(48)
    .fillColor("#ffffff")
    .text(siteConfig.name, MARGIN + 84, 48);
  doc
    .font("regular")
    .fontSize(taglineFontSize)
    .fillColor(brandColors.brand100)
    .text(posterText.tagline, MARGIN, tagline.top, tagline.options);

  // Emergency? Call 911, where no one can miss it.
  const emergencyTop = bandHeight + 18;
  doc.roundedRect(MARGIN, emergencyTop, CONTENT_WIDTH, 64, 12).fill(brandColors.alert600);
  doc
    .font("bold")
    .fontSize(30)
    .fillColor("#ffffff")
    .text(`${posterText.emergency.lead} ${posterText.emergency.call}`, MARGIN, emergencyTop + 15, {
      width: CONTENT_WIDTH,
      align: "center",
    });

  // The barangay's own: its name and its hotlines, lines to write on (the page fills them as typed).
  const localTop = emergencyTop + 64 + 10;
  const localHeight = 28;
  doc.roundedRect(MARGIN, localTop, CONTENT_WIDTH, localHeight, 10).lineWidth(1.5).stroke("#cbd5e1");
  const nameWidth = CONTENT_WIDTH * 0.42;
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(brandColors.brand900)
    .text(withBlanks(posterText.local.barangay), MARGIN + 14, localTop + 8, {
      width: nameWidth - 14,
      lineBreak: false,
    });
  // The hotlines' words, then a line to write on as long as the box leaves.
  const hotlinesLeft = MARGIN + nameWidth + 8;
  const hotlinesWidth = CONTENT_WIDTH - nameWidth - 22;
  doc.font("regular").fontSize(12).fillColor("#0f172a");
  const label = `${posterText.local.hotlines} `;
  const room = hotlinesWidth - doc.widthOfString(label);
  const line = "_".repeat(Math.max(0, Math.floor(room / doc.widthOfString("_"))));
  doc.text(`${label}${line}`, hotlinesLeft, localTop + 9, { width: hotlinesWidth, lineBreak: false });

  // The QR code and the store on the left, the three steps on the right. Each heading wraps within
  // its column; the code and the steps start under the deeper of the two.
  const middleTop = localTop + localHeight + 10;
  const qrSize = QR_WIDTH_MM * POINTS_PER_MM;
  const stepsLeft = MARGIN + qrSize + 56;
  const stepsWidth = A4.width - MARGIN - stepsLeft;
  const scanTitleWidth = qrSize + 36;
  // One line each where the words allow: a size smaller for a language whose words are longer.
  const headingSize =
    [20, 19, 18].find(
      (size) => doc.font("bold").fontSize(size).widthOfString(posterText.scan.title) <= scanTitleWidth,
    ) ?? 18;
  doc.font("bold").fontSize(headingSize).fillColor(brandColors.brand900);
  doc.text(posterText.scan.title, MARGIN, middleTop, { width: scanTitleWidth });
  const scanTitleBottom = doc.y;
  doc.text(posterText.steps.title, stepsLeft, middleTop, { width: stepsWidth });
  const headingsBottom = Math.max(scanTitleBottom, doc.y);
  // Set left by its quiet zone, so the code's dark edge lines up with the text above it.
  const quietZone = (qrSize / (posterQrModules().size + 2 * QR_QUIET_ZONE_MODULES)) * QR_QUIET_ZONE_MODULES;
  const qrTop = headingsBottom + 7;
  drawQr(doc, MARGIN - quietZone, qrTop, qrSize);
  doc
    .font("bold")
    .fontSize(14)
    .fillColor("#0f172a")
    .text(posterText.scan.store, MARGIN, qrTop + qrSize - quietZone + 6, { width: qrSize });
  doc
    .font("regular")
    .fontSize(10.5)
    .fillColor("#334155")
    .text(posterText.scan.otherStores, MARGIN, doc.y + 4, { width: scanTitleWidth });
  const scanBottom = doc.y;

  let stepTop = headingsBottom + 17;
  posterText.steps.items.forEach((step, index) => {
    doc.circle(stepsLeft + 14, stepTop + 12, 14).fill(brandColors.brand600);
    doc
      .font("bold")
      .fontSize(15)
      .fillColor("#ffffff")
      .text(String(index + 1), stepsLeft, stepTop + 3, { width: 28, align: "center" });
    doc
      .font("regular")
      .fontSize(15)
      .fillColor("#0f172a")
      .text(step, stepsLeft + 40, stepTop + 3, {
        width: stepsWidth - 40,
        lineGap: 2,
      });
    stepTop = doc.y + 15;
  });
  const middleBottom = Math.max(scanBottom, stepTop);

  // The fifteen categories, three columns, on a light panel at the foot of the sheet. Each row is
  // as deep as its longest name, which may take two lines.
  const columns = 3;
  const columnWidth = (CONTENT_WIDTH - 40) / columns;
  const categoryOptions = { width: columnWidth - 18 };
  // No name on more than two lines: a size smaller for a language whose names are longer.
  const category = {
    options: categoryOptions,
    fontSize:
      [13, 12, 11].find((size) =>
        posterText.categories.items.every(
          (name) =>
            doc.font("regular").fontSize(size).heightOfString(name, categoryOptions) <=
            2 * doc.heightOfString("X", categoryOptions),
        ),
      ) ?? 11,
  };
  doc.font("regular").fontSize(category.fontSize);
  const rowHeights = Array.from(
    { length: Math.ceil(posterText.categories.items.length / columns) },
    (_, row) =>
      Math.max(
        ...posterText.categories.items
          .slice(row * columns, (row + 1) * columns)
          .map((name) => doc.heightOfString(name, category.options)),
      ) + 9,
  );
  const rowTops = rowHeights.map((_, row) =>
    rowHeights.slice(0, row).reduce((sum, height) => sum + height, 0),
  );
  const panelHeight = 58 + rowHeights.reduce((sum, height) => sum + height, 0) + 6;
  const panelTop = A4.height - MARGIN - panelHeight;
  // Longer words or a longer store line must not slide under the panel: stop the build instead.
  if (middleBottom > panelTop - 12) {
    throw new Error(
      `The poster PDF's middle ends at ${Math.round(middleBottom)} pt (the code ${Math.round(scanBottom)}, the steps ${Math.round(stepTop)}), under the categories at ${Math.round(panelTop)} pt`,
    );
  }
  doc.roundedRect(MARGIN, panelTop, CONTENT_WIDTH, panelHeight, 14).fill(brandColors.brand50);
  doc
    .font("bold")
    .fontSize(18)
    .fillColor(brandColors.brand900)
    .text(posterText.categories.title, MARGIN + 20, panelTop + 18);
  posterText.categories.items.forEach((name, index) => {
    const x = MARGIN + 20 + (index % columns) * columnWidth;
    const y = panelTop + 56 + (rowTops[Math.floor(index / columns)] ?? 0);
    doc.circle(x + 4, y + 8, 3.5).fill(brandColors.alert600);
    doc
      .font("regular")
      .fontSize(category.fontSize)
      .fillColor("#0f172a")
      .text(name, x + 14, y, category.options);
  });

  doc.end();
  return done;
}
