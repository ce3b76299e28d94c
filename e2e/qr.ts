// Reads what a QR code says, from a screenshot or from a PDF rendered to pixels, as a phone would:
// jsQR on the image's pixels. PDF pages are drawn by pdf.js (Mozilla's PDF renderer) into a canvas.
import jsQR from "jsqr";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { loadEnv } from "vite";

/** The Google Play setting of the test build, read as the build reads it (.env.test). */
export const googlePlaySetting = loadEnv("test", process.cwd(), "VITE_").VITE_GOOGLE_PLAY_URL;

/** Smallest width of the code itself on paper for a phone to read it from a step away. */
export const MIN_QR_MM = 40;

/** A decoded code: its text, and its width (finder pattern to finder pattern, outer edges) in pixels. */
export type DecodedQr = { text: string; widthPx: number };

function decodePixels(data: Uint8ClampedArray, width: number, height: number): DecodedQr | null {
  const code = jsQR(data, width, height);
  if (!code) return null;
  const { topLeftCorner, topRightCorner } = code.location;
  return {
    text: code.data,
    widthPx: Math.hypot(topRightCorner.x - topLeftCorner.x, topRightCorner.y - topLeftCorner.y),
  };
}

/** Decodes the QR code in a PNG, e.g. a screenshot. */
export async function decodeQrPng(png: Buffer): Promise<DecodedQr | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodePixels(new Uint8ClampedArray(data), info.width, info.height);
}

/** A PDF's pages: their count, the first page's size in points, its text, and a QR decoder for it. */
export async function readPdf(bytes: Uint8Array) {
  // pdf.js takes a plain Uint8Array (not a Node Buffer) and may detach it, hence the copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const first = await pdf.getPage(1);
  const [, , width = 0, height = 0] = first.view;
  const text = (await first.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ");
  /** Renders the first page at `scale` pixels per point and decodes its QR code. */
  const decodeQr = async (scale: number) => {
    const viewport = first.getViewport({ scale });
    // In Node, pdf.js draws into @napi-rs/canvas through its own canvas factory.
    const factory = pdf.canvasFactory as {
      create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(viewport.width, viewport.height);
    await first.render({ canvas, canvasContext: context, viewport }).promise;
    const image = context.getImageData(0, 0, viewport.width, viewport.height);
    return decodePixels(image.data, image.width, image.height);
  };
  return { pages: pdf.numPages, width, height, text, decodeQr };
}
