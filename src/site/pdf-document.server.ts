// What the site's A4 PDFs share (the poster, the barangay plan sheet): PDFKit's document with the
// embedded DejaVu fonts, and the logo mark drawn as vectors. Drawn at build time; no browser needed.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { siteConfig } from "~/config/site";
import type { Lang } from "~/content/langs";
import { logoMark } from "./logo-mark";

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const POINTS_PER_MM = 72 / 25.4;
/** The margin around a sheet's content, in points. */
export const MARGIN = 40;

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/**
 * A new A4 document in a language, its fonts registered as "regular" and "bold", and the promise
 * of its bytes once `doc.end()` is called. Its title reads "Brisk: <title>".
 */
export function a4Document(lang: Lang, { title, subject }: { title: string; subject: string }) {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    font: fontFile("DejaVuSans.ttf"),
    lang: `${lang}-PH`,
    displayTitle: true,
    info: { Title: `${siteConfig.name}: ${title}`, Author: siteConfig.name, Subject: subject },
  });
  doc.registerFont("regular", fontFile("DejaVuSans.ttf"));
  doc.registerFont("bold", fontFile("DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveBytes, reject) => {
    doc.on("end", () => resolveBytes(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** Draws the logo mark at (x, y), `size` points wide. */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / logoMark.size);
  doc.roundedRect(0, 0, logoMark.size, logoMark.size, logoMark.cornerRadius).fill(logoMark.background);
  for (const path of logoMark.paths) doc.path(path.d).fill(path.fill);
  doc.restore();
}
