// The poster as an A4 PDF, drawn at build time with PDFKit (routes/poster-pdf.ts is pre-rendered to
// /brisk-poster.pdf). Text is real text in an embedded, subset font and the logo and QR code are
// vectors, so the file is small and prints sharp at any size; building it needs no browser.
// docs/poster.md says why PDFKit and not a headless browser's print-to-PDF.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import PDFDocument from "pdfkit";
import { siteConfig } from "~/config/site";
import type { Lang } from "~/content/langs";
import * as english from "~/content/poster";
import * as filipino from "~/content/poster.fil";
import { brandColors } from "./brand-colors";
import { posterQrModules, posterQrUrl, QR_QUIET_ZONE_MODULES } from "./poster-qr.server";

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const POINTS_PER_MM = 72 / 25.4;
/** The QR code's printed width with its quiet zone: well over the 4 cm a phone needs from a step away. */
export const QR_WIDTH_MM = 60;

const MARGIN = 40;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/** The logo's shapes, read from public/favicon.svg so the PDF draws the same mark as the site. */
function logoShapes() {
  const svg = readFileSync(resolve("public/favicon.svg"), "utf8");
  const paths = [...svg.matchAll(/<path d="([^"]+)" fill="([^"]+)"\/>/g)].map(([, d, fill]) => ({
    d: d ?? "",
    fill: fill ?? "#000000",
  }));
  const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? brandColors.brand600;
  return { background, paths };
}

/** Draws the 32-unit logo at (x, y), `size` points wide. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const { background, paths } = logoShapes();
  doc
    .save()
    .translate(x, y)
    .scale(size / 32);
  doc.roundedRect(0, 0, 32, 32, 8).fill(background);
  for (const path of paths) doc.path(path.d).fill(path.fill);
  doc.restore();
}

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

/** The poster's words in each language; the drawing is the same. */
const posterWords = { en: english, fil: filipino } as const satisfies Record<Lang, unknown>;

/** The poster as PDF bytes, in one language. */
export function renderPosterPdf(lang: Lang): Promise<Buffer> {
  const { posterPage, posterText } = posterWords[lang];
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    font: fontFile("DejaVuSans.ttf"),
    lang: `${lang}-PH`,
    displayTitle: true,
    info: {
      Title: `${siteConfig.name}: ${posterPage.title}`,
      Author: siteConfig.name,
      Subject: posterText.tagline,
    },
  });
  doc.registerFont("regular", fontFile("DejaVuSans.ttf"));
  doc.registerFont("bold", fontFile("DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveBytes, reject) => {
    doc.on("end", () => resolveBytes(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // The dark band: logo, name and what Brisk does.
  const bandHeight = 190;
  doc.rect(0, 0, A4.width, bandHeight).fill(brandColors.brand900);
  drawLogo(doc, MARGIN, 44, 64);
  doc
    .font("bold")
    .fontSize(48)
    .fillColor("#ffffff")
    .text(siteConfig.name, MARGIN + 84, 48);
  doc
    .font("regular")
    .fontSize(19)
    .fillColor(brandColors.brand100)
    .text(posterText.tagline, MARGIN, 126, { width: CONTENT_WIDTH, lineGap: 3 });

  // Emergency? Call 911, where no one can miss it.
  const emergencyTop = bandHeight + 28;
  doc.roundedRect(MARGIN, emergencyTop, CONTENT_WIDTH, 64, 12).fill(brandColors.alert600);
  doc
    .font("bold")
    .fontSize(30)
    .fillColor("#ffffff")
    .text(`${posterText.emergency.lead} ${posterText.emergency.call}`, MARGIN, emergencyTop + 15, {
      width: CONTENT_WIDTH,
      align: "center",
    });

  // The QR code and the store on the left, the three steps on the right.
  const middleTop = emergencyTop + 64 + 32;
  const qrSize = QR_WIDTH_MM * POINTS_PER_MM;
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(brandColors.brand900)
    .text(posterText.scan.title, MARGIN, middleTop);
  // Set left by its quiet zone, so the code's dark edge lines up with the text above it.
  const quietZone = (qrSize / (posterQrModules().size + 2 * QR_QUIET_ZONE_MODULES)) * QR_QUIET_ZONE_MODULES;
  drawQr(doc, MARGIN - quietZone, middleTop + 30, qrSize);
  doc
    .font("bold")
    .fontSize(14)
    .fillColor("#0f172a")
    .text(posterText.scan.store, MARGIN, middleTop + 36 + qrSize - quietZone, { width: qrSize });
  doc
    .font("regular")
    .fontSize(10.5)
    .fillColor("#334155")
    .text(posterText.scan.otherStores, MARGIN, middleTop + 58 + qrSize - quietZone, { width: qrSize });
  const scanBottom = doc.y;

  const stepsLeft = MARGIN + qrSize + 56;
  const stepsWidth = A4.width - MARGIN - stepsLeft;
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(brandColors.brand900)
    .text(posterText.steps.title, stepsLeft, middleTop);
  let stepTop = middleTop + 40;
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
    stepTop = doc.y + 18;
  });
  const middleBottom = Math.max(scanBottom, stepTop);

  // The fifteen categories, three columns, on a light panel at the foot of the sheet.
  const columns = 3;
  const rows = Math.ceil(posterText.categories.items.length / columns);
  const rowHeight = 27;
  const panelHeight = 58 + rows * rowHeight + 10;
  const panelTop = A4.height - MARGIN - panelHeight;
  // Longer words or a longer store line must not slide under the panel: stop the build instead.
  if (middleBottom > panelTop - 12) {
    throw new Error(
      `The poster PDF's middle ends at ${Math.round(middleBottom)} pt, under the categories at ${Math.round(panelTop)} pt`,
    );
  }
  doc.roundedRect(MARGIN, panelTop, CONTENT_WIDTH, panelHeight, 14).fill(brandColors.brand50);
  doc
    .font("bold")
    .fontSize(18)
    .fillColor(brandColors.brand900)
    .text(posterText.categories.title, MARGIN + 20, panelTop + 18);
  const columnWidth = (CONTENT_WIDTH - 40) / columns;
  posterText.categories.items.forEach((category, index) => {
    const x = MARGIN + 20 + (index % columns) * columnWidth;
    const y = panelTop + 56 + Math.floor(index / columns) * rowHeight;
    doc.circle(x + 4, y + 8, 3.5).fill(brandColors.alert600);
    doc
      .font("regular")
      .fontSize(13)
      .fillColor("#0f172a")
      .text(category, x + 14, y, { width: columnWidth - 18 });
  });

  doc.end();
  return done;
}
