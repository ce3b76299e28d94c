import type { Page } from "@playwright/test";
import { comingSoonDialogId } from "../src/components/store-buttons/coming-soon-ids";
import { langs, pathIn } from "../src/content/langs";
import { words } from "./cards-of";
import { axeAtBothWidths, expect, NO_VIOLATIONS, openPage, test } from "./helpers";
import { translationOf } from "../src/i18n/translations";

test.describe("home hero", () => {
  test("shows the still at once and swaps the video back to it when the video ends", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByTestId("hero-still")).toBeVisible();
    const video = page.getByTestId("hero-video");
    await expect(video).toHaveAttribute("data-state", "playing", { timeout: 10_000 });
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/assets\/hero-desktop-av1\.[\w-]{8}\.mp4$/,
    );
    // Skip to the end rather than wait for it.
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration - 0.05;
    });
    await expect(video).toHaveAttribute("data-state", "ended", { timeout: 5000 });
    await expect(video).toHaveCSS("opacity", "0");
    await expect(page.getByTestId("hero-still")).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.loop)).toBe(false);
  });

  test("a browser that plays no AV1 (Safari on most Apple devices) plays the H.264 file at either width", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return type.includes("av01") ? "" : canPlayType.call(this, type);
      };
    });
    for (const [layout, width] of [
      ["mobile", 375],
      ["desktop", 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const video = page.getByTestId("hero-video");
      await expect(video).toHaveAttribute("data-state", "playing", { timeout: 10_000 });
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
        new RegExp(`/assets/hero-${layout}-h264\\.[\\w-]{8}\\.mp4$`),
      );
    }
  });

  /**
   * Loads home and returns the video files it asked for once the network is quiet and the browser
   * has been idle, when the video would have started (scripts/hero-video.ts).
   */
  async function videoRequests(page: Page): Promise<string[]> {
    const videos: string[] = [];
    page.on("request", (request) => {
      if (/\.(webm|mp4)$/.test(request.url())) videos.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await expect(page.getByTestId("hero-still")).toBeVisible();
    return videos;
  }

  test("reduced motion shows only the still and fetches no video", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    expect(await videoRequests(page)).toEqual([]);
    await expect(page.getByTestId("hero-video")).toBeHidden();
    await context.close();
  });

  test("Save-Data shows only the still and fetches no video", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    expect(await videoRequests(page)).toEqual([]);
  });

  test("a slow connection, as the browser reports it, shows only the still and fetches no video", async ({
    page,
  }) => {
    // Chromium's network emulation sets navigator.connection as a slow link would: 300 ms and
    // 600 kbit/s is "3g", the fastest the video gives way on (docs/performance.md).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: 600_000 / 8,
      uploadThroughput: 600_000 / 8,
    });
    expect(await videoRequests(page)).toEqual([]);
    const connection = await page.evaluate(
      () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
    );
    expect(connection).toBe("3g");
    await expect(page.getByTestId("hero-video")).not.toHaveAttribute("src");
  });

  test("a blocked video leaves the still", async ({ page }) => {
    await page.route(/\.(webm|mp4)$/, (route) => route.abort());
    await page.goto("/");
    await expect(page.getByTestId("hero-video")).toHaveAttribute("data-state", "ended", { timeout: 10_000 });
    await expect(page.getByTestId("hero-still")).toBeVisible();
  });
});

test.describe("store buttons and links to other sites", () => {
  test("Google Play, AppGallery and the footer's social link open in a new tab that cannot reach back", async ({
    page,
    context,
  }) => {
    // No network here: the other sites are answered locally, so each new tab has something to load.
    await context.route(
      /^https:\/\/(play\.google\.com|appgallery\.huawei\.com|www\.facebook\.com)\//,
      (route) => route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" }),
    );
    await openPage(page, "/");
    for (const [name, host] of [
      [/Google Play/, "play.google.com"],
      [/AppGallery/, "appgallery.huawei.com"],
      [/follow brisk on facebook/i, "www.facebook.com"],
    ] as const) {
      await test.step(host, async () => {
        const link = page.getByRole("link", { name }).last();
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
        await popup.waitForLoadState();
        expect(new URL(popup.url()).host).toBe(host);
        // noopener: the new tab cannot reach back to the site.
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        await popup.close();
      });
    }
    await expect(page).toHaveURL("/");
    // Harmony-OS is under review (constants.ts): the button says so rather than inviting a download.
    await expect(page.getByRole("link", { name: /AppGallery/ }).last()).toHaveText(
      /^Under review on\s*AppGallery/,
    );
  });

  // Opening and closing each coming-soon dialog every way, in each language: the engines'
  // journeys (e2e/engines/journeys.ts). The three are one component; axe checks one, open.
  test("a coming-soon dialog, open, has no axe violations at either width, in each language", async ({
    page,
  }) => {
    for (const lang of langs) {
      await test.step(lang, async () => {
        await openPage(page, pathIn("/", lang));
        await page.locator(`button[command=show-modal][commandfor=${comingSoonDialogId("ios")}]`).click();
        const dialog = page.getByRole("dialog", {
          name: translationOf(words, lang).message("ui", "stores.comingSoonTitle", { platform: "iOS" }),
        });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText("Google Play");
        expect(await axeAtBothWidths(page), "axe with it open").toEqual(NO_VIOLATIONS);
      });
    }
  });
});

/** Home page budget (issue 5): everything a first visit transfers, the video aside, at most 250 KB. */
const FIRST_VISIT_BUDGET = 250_000;

for (const [layout, viewport] of [
  ["mobile", { width: 375, height: 812 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`a first visit at ${viewport.width}px fetches only the ${layout} still and video, at most 250 KB besides it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const media: string[] = [];
    const sizes: Promise<number>[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // Built names carry their content's hash: /assets/hero-mobile-av1.<hash>.mp4.
      if (pathname.startsWith("/assets/hero-")) media.push(pathname.replace(/\.[\w-]{8}\./, "."));
    });
    page.on("requestfinished", (request) => {
      if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) return;
      sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
    });
    await page.goto("/");
    await expect(page.getByTestId("hero-video")).toHaveAttribute("data-state", "playing", {
      timeout: 10_000,
    });
    await page.waitForLoadState("networkidle");
    expect([...new Set(media)].sort()).toEqual([
      `/assets/hero-${layout}-av1.mp4`,
      `/assets/hero-${layout}.webp`,
    ]);
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    console.log(`home first visit at ${viewport.width}px: ${total} bytes in ${sizes.length} responses`);
    expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);

    // The App Store button shows on every screen; Windows and macOS only on larger ones.
    await expect(page.getByRole("button", { name: /App Store/ })).toBeVisible();
    for (const name of [/Windows/, /macOS/])
      await expect(page.getByRole("button", { name })).toBeVisible({ visible: layout === "desktop" });
    await context.close();
  });
}
