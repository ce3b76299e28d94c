// Renders the install and sharing icons from the favicon, and writes public/site.webmanifest.
// The favicon is the logo mark of src/site/logo-mark.ts, which the build writes: build first.
//   apt-get install -y imagemagick   (for favicon.ico)
//   npm run build && node tools/art/make-icons.mjs
// The outputs are committed, so the build needs neither Chromium nor ImageMagick.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const publicDir = new URL("../../public/", import.meta.url).pathname;
const BRAND_BLUE = "#1b5fc9";
const svg = readFileSync(new URL("../../build/client/favicon.svg", import.meta.url), "utf8");
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

/**
 * Screenshots the logo at size x size pixels.
 * @param {string} file
 * @param {number} size
 * @param {string | null} background a solid colour, or null to keep the corners transparent
 */
async function render(file, size, background) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(
    `<html><body style="margin:0;background:${background ?? "transparent"}">` +
      `<img src="${svgUrl}" width="${size}" height="${size}" style="display:block" alt=""></body></html>`,
  );
  await page.locator("img").evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
  await page.screenshot({ path: file, omitBackground: background === null });
  await page.close();
}

// iOS masks the touch icon itself and shows black behind transparent pixels, so it gets a solid
// square in the logo's own blue; the rounded corners of the SVG then blend into it.
const touchIcon = join(publicDir, "apple-touch-icon.png");
await render(touchIcon, 180, BRAND_BLUE);
execFileSync("convert", [touchIcon, "-alpha", "off", touchIcon]);
await render(join(publicDir, "icon-192.png"), 192, null);
await render(join(publicDir, "icon-512.png"), 512, null);

const work = mkdtempSync(join(tmpdir(), "brisk-icons-"));
const png32 = join(work, "favicon-32.png");
await render(png32, 32, null);
await browser.close();
execFileSync("convert", [png32, join(publicDir, "favicon.ico")]);
rmSync(work, { recursive: true, force: true });

const manifest = {
  name: "Brisk",
  short_name: "Brisk",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  ],
  theme_color: "#0a1d3f",
  background_color: "#ffffff",
  display: "standalone",
  start_url: "/",
};
writeFileSync(join(publicDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

for (const name of [
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
  "favicon.ico",
  "site.webmanifest",
]) {
  console.log(`public/${name}  ${statSync(join(publicDir, name)).size} bytes`);
}
