import { expect, test, type Page } from "@playwright/test";

/**
 * How long the splash was on screen: from the page's first paint, when the splash appears with
 * the page beneath it, to the frame in which it is hidden. Timed from first paint rather than from
 * navigation start, so a slow stylesheet on a busy machine does not count as splash time.
 */
async function splashOnScreenMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const splash = document.querySelector('[data-testid="splash-screen"]');
        if (!splash) throw new Error("no splash in the page");
        const tick = () => {
          if (getComputedStyle(splash).visibility !== "hidden") return requestAnimationFrame(tick);
          const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? 0;
          resolve(performance.now() - firstPaint);
        };
        tick();
      }),
  );
}

test("the splash shows the logo and credit over the rendered page, then lifts at about 2 s", async ({
  page,
}) => {
  await page.goto("/features", { waitUntil: "commit" });
  const splash = page.getByTestId("splash-screen");
  await expect(splash).toBeVisible();
  await expect(splash).toContainText("Brisk");
  await expect(splash).toContainText("from");

  // The page is already laid out beneath it.
  const heading = page.getByRole("heading", { level: 1, name: "App Features" });
  const before = await heading.boundingBox();
  expect(before?.height).toBeGreaterThan(0);

  const onScreen = await splashOnScreenMs(page);
  expect(onScreen).toBeGreaterThan(1700);
  expect(onScreen).toBeLessThan(2300);
  await expect(splash).toBeHidden();

  // Nothing moved when it lifted.
  expect(await heading.boundingBox()).toEqual(before);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 200);
      }),
  );
  expect(shift).toBe(0);
});

test("the splash lifts at 2 s without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const splash = page.getByTestId("splash-screen");
  await expect(splash).toBeVisible();
  await expect(splash).toBeHidden({ timeout: 3000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});

test("under reduced motion the splash does not fade but keeps its 2 s", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/", { waitUntil: "commit" });
  const splash = page.getByTestId("splash-screen");
  await expect(splash).toBeVisible();
  // No fade: still fully opaque late in its time, and no logo animation at any point.
  await page.waitForFunction(() => {
    const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime;
    return firstPaint !== undefined && performance.now() - firstPaint > 1500;
  });
  expect(await splash.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  expect(await splash.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(1);
  const onScreen = await splashOnScreenMs(page);
  expect(onScreen).toBeGreaterThan(1700);
  expect(onScreen).toBeLessThan(2300);
  await context.close();
});

test("the splash does not come back on client-side navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("splash-screen")).toBeHidden({ timeout: 5000 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "App Features" })).toBeVisible();
  await expect(page.getByTestId("splash-screen")).toBeHidden();
});
