// Takes full-page screenshots of every route at phone and desktop size from a running server:
//   npm start            (in one terminal)
//   npm run screenshots  (in another; BASE_URL overrides http://localhost:3000)
// They are written to screenshots/, which git ignores.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { builtPages } from "./lib/built-pages.mjs";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
// The built pages in every language, with an unknown path for each not-found page.
const paths = builtPages().map((page) => page.path.replace(/\/404$/, "/no-such-page"));
const viewports = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    // Past the splash: it lifts at 2 s.
    await page.waitForTimeout(2200);
    // Scroll through once so lazily loaded images below the fold are fetched before the capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
    await page.screenshot({ path: `screenshots/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.close();
}

// States worth a look of their own: the splash, and the mobile menu open.
const phone = await browser.newPage({ viewport: viewports[0] });
await phone.goto(`${baseUrl}/`);
await phone.waitForTimeout(300);
await phone.screenshot({ path: "screenshots/state-splash-375.png" });
await phone.waitForTimeout(2000);
await phone.getByRole("button", { name: "Menu" }).click();
await phone.screenshot({ path: "screenshots/state-menu-open-375.png" });
await phone.close();

for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${baseUrl}/plans?modal=content&title=Barangay+Urban`);
  await page.waitForTimeout(2200);
  await page.screenshot({ path: `screenshots/state-dialog-${viewport.name}.png` });
  await page.goto(`${baseUrl}/`);
  await page.waitForTimeout(2200);
  await page.getByRole("button", { name: /App Store/ }).click();
  await page.getByRole("dialog").waitFor();
  await page.screenshot({ path: `screenshots/state-coming-soon-${viewport.name}.png` });
  await page.close();
}

// Without JavaScript, a card's dialog still opens (HTML's invoker commands).
for (const viewport of viewports) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/faqs`);
  await page.waitForTimeout(2200);
  await page.getByRole("button", { name: "Answer: Do points expire?" }).click();
  await page.screenshot({ path: `screenshots/state-no-js-dialog-${viewport.name}.png` });
  await context.close();
}

// The contact form's answer to an empty send (here reCAPTCHA cannot load: no internet).
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${baseUrl}/contact`);
  await page.waitForTimeout(2200);
  await page.getByRole("button", { name: "Send message" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/state-contact-errors-${viewport.name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log(`screenshots of ${paths.length} routes at ${viewports.length} sizes in screenshots/`);
