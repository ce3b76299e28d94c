// Makes public/og-image.jpg, the 1200x630 picture shown when a page of the site is shared.
// Needs Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium): `node scripts/make-share-image.mjs`.
// The output is committed, so building the site does not need Chromium.
import { readFileSync, statSync } from "node:fs";
import { chromium } from "@playwright/test";

const root = new URL("..", import.meta.url);
const still = readFileSync(new URL("public/media/hero-desktop.jpg", root)).toString("base64");
const logo = readFileSync(new URL("public/favicon.svg", root), "utf8");
const out = new URL("public/og-image.jpg", root).pathname;

const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: "DejaVu Sans", system-ui, sans-serif; }
  .frame { position: relative; width: 1200px; height: 630px; overflow: hidden; color: #fff;
    background: #0a1d3f url(data:image/jpeg;base64,${still}) center / cover; }
  .shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgba(10,29,63,.95) 0%, rgba(10,29,63,.8) 55%, rgba(10,29,63,.35) 100%); }
  .text { position: absolute; left: 80px; top: 120px; width: 720px; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 56px; font-weight: 700; }
  .brand svg { width: 88px; height: 88px; }
  h1 { margin: 48px 0 0; font-size: 60px; line-height: 1.1; letter-spacing: -1px; }
  p { margin: 28px 0 0; font-size: 28px; line-height: 1.4; color: #dbe9ff; }
</style></head><body><div class="frame"><div class="shade"></div><div class="text">
  <div class="brand">${logo}<span>Brisk</span></div>
  <h1>Report incidents. Reach responders. Fast.</h1>
  <p>Rapid incident and emergency reporting for communities in the Philippines.</p>
</div></div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: "jpeg", quality: 82 });
await browser.close();
console.log(`og-image.jpg: ${statSync(out).size} bytes`);
