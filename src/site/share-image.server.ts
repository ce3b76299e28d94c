// Draws the picture shown when a page of the site is shared: the hero still, darkened on the left,
// with the logo, the name and the home page's headline and subtitle. It runs at build time only
// (pages/og-image.jpg.ts is written at build time), with sharp and a bundled font, so building the site
// needs no browser and no system fonts.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { siteConfig } from "~/config/site";
import { logoMarkSvg } from "./logo-mark";
import { shareImage } from "./meta";

/** Largest file the share image may be; link previews may drop bigger pictures. */
export const SHARE_IMAGE_MAX_BYTES = 300_000;

const BACKGROUND = siteConfig.themeColor;
const SUBTITLE_COLOR = "#dbe9ff";
const MARGIN = 80;
const TEXT_WIDTH = 720;
const LOGO_SIZE = 88;
/** Vertical gaps: logo row to headline, headline to subtitle. */
const GAP_AFTER_BRAND = 48;
const GAP_AFTER_HEADLINE = 32;

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/** Pango markup treats these characters as tags and entities. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

type TextBlock = { text: string; size: number; bold?: boolean; color: string; width?: number };

/** One block of wrapped text as a transparent PNG, with its height for stacking the next block. */
async function renderText({ text, size, bold = false, color, width = TEXT_WIDTH }: TextBlock) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans${bold ? " Bold" : ""} ${size}`,
      fontfile: fontFile(bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"),
      width,
      dpi: 72,
      rgba: true,
      wrap: "word",
      spacing: Math.round(size * 0.12),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The share image as JPEG bytes, shareImage.width by shareImage.height. */
export async function renderShareImage({
  title,
  subtitle: subtitleText,
}: {
  title: string;
  subtitle: string;
}): Promise<Buffer> {
  const { width, height } = shareImage;
  // The build runs from the project folder; the hero's still is one of the site's assets.
  const still = await readFile(resolve("src/assets/media/hero-desktop.jpg"));
  const logo = Buffer.from(logoMarkSvg());
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <linearGradient id="g"><stop offset="0" stop-color="${BACKGROUND}" stop-opacity=".95"/>
      <stop offset=".55" stop-color="${BACKGROUND}" stop-opacity=".8"/>
      <stop offset="1" stop-color="${BACKGROUND}" stop-opacity=".35"/></linearGradient>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );

  const name = await renderText({
    text: siteConfig.name,
    size: 56,
    bold: true,
    color: "#ffffff",
    width: 400,
  });
  const headline = await renderText({ text: title, size: 56, bold: true, color: "#ffffff" });
  const subtitle = await renderText({ text: subtitleText, size: 28, color: SUBTITLE_COLOR });

  // The brand row, headline and subtitle, centred as one block with at least the margin above.
  const blockHeight = LOGO_SIZE + GAP_AFTER_BRAND + headline.height + GAP_AFTER_HEADLINE + subtitle.height;
  const top = Math.max(MARGIN, Math.round((height - blockHeight) / 2));
  const headlineTop = top + LOGO_SIZE + GAP_AFTER_BRAND;
  const subtitleTop = headlineTop + headline.height + GAP_AFTER_HEADLINE;
  const layers: OverlayOptions[] = [
    { input: shade, top: 0, left: 0 },
    { input: await sharp(logo).resize(LOGO_SIZE, LOGO_SIZE).png().toBuffer(), top, left: MARGIN },
    {
      input: name.input,
      top: top + Math.round((LOGO_SIZE - name.height) / 2),
      left: MARGIN + LOGO_SIZE + 20,
    },
    { input: headline.input, top: headlineTop, left: MARGIN },
    { input: subtitle.input, top: subtitleTop, left: MARGIN },
  ];

  return sharp(still)
    .resize(width, height, { fit: "cover" })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
