import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./helpers";

// These tests are about the splash, so each starts as a first visit to the site.
test.use({ firstVisit: true });

/**
 * How long the splash stayed up by its own clock: from the start of the CSS animation that hides it,
 * which begins when the page is first styled (so with the page laid out beneath it), to the frame in
 * which it is hidden. Timed this way a slow stylesheet or a busy machine does not count as splash
 * time. Not from the fade's start: the fade (opacity) runs on the compositor, and Chromium stamps its
 * start when the compositor begins it, which on a busy machine came 56 ms after the hiding one's.
 */
async function splashOnScreenMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const splash = document.querySelector('[data-testid="splash-screen"]');
        if (!splash) throw new Error("no splash in the page");
        const hiding = splash
          .getAnimations()
          .find((animation) => (animation as CSSAnimation).animationName !== "splash-fade");
        const start = Number(hiding?.startTime ?? 0);
        const tick = () => {
          if (getComputedStyle(splash).visibility !== "hidden") return requestAnimationFrame(tick);
          resolve(performance.now() - start);
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

  // The lift is a CSS animation that ends at 2 s after the page is first styled (2001 ms under
  // reduced motion, whose 1 ms step starts at 2 s)...
  const endTime = await page
    .getByTestId("splash-screen")
    .evaluate((element) => element.getAnimations()[0]?.effect?.getComputedTiming().endTime);
  expect(endTime).toBeGreaterThanOrEqual(2000);
  expect(endTime).toBeLessThanOrEqual(2001);
  // ...and it is not gone earlier; then it goes. No bound above by the clock: on a busy machine the
  // frame that sees it hidden comes late with no fault of the page (2.1 s late once, with a build
  // running beside the tests); when it lifts is the animation's end time, checked above.
  const onScreen = await splashOnScreenMs(page);
  expect(onScreen).toBeGreaterThan(1950);
  await expect(splash).toBeHidden();

  // Nothing moved when it lifted.
  expect(await heading.boundingBox()).toEqual(before);
  // Each layout shift since the navigation, with what moved and from where to where, so that a
  // failure names the element rather than giving a score alone.
  const shifts = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Rect = { x: number; y: number; width: number; height: number };
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
        };
        const describe = (node?: Node) => {
          if (!(node instanceof Element)) return node?.nodeName ?? "a removed node";
          const classes = [...node.classList].slice(0, 4).map((name) => `.${name}`);
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes.join("")}`;
        };
        const rect = ({ x, y, width, height }: Rect) => `${x},${y} ${width}x${height}`;
        const found: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            // When the parser paints the first card before the rest of its row has arrived, that
            // card's button moves down a few pixels as the row grows: a shift of about 0.00004, as
            // real on a slow connection as it is harmless. Anything the splash or hydration moved
            // would score hundreds of times more.
            if (entry.value < 0.001) continue;
            const moved = entry.sources.map(
              (s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
            );
            found.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(found), 200);
      }),
  );
  expect(shifts).toEqual([]);
});

test("the splash lifts at 2 s without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Not waiting for the page's load: on a busy machine that came after the 2 s, splash gone.
  await page.goto("/", { waitUntil: "commit" });
  const splash = page.getByTestId("splash-screen");
  await expect(splash).toBeVisible();
  // CSS alone lifts it: its animations end 2 s after the page is first styled, by the page's own
  // clock (no frame callback runs without JavaScript, so not timed as above), and then it is gone.
  const ends = await splash.evaluate((element) =>
    element.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
  );
  // (2001 ms: the last is the 1 ms step to hidden, which starts at 2 s.)
  expect(Math.max(...ends)).toBe(2001);
  await expect(splash).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});

test("under reduced motion the splash does not fade but keeps its 2 s", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/", { waitUntil: "commit" });
  const splash = page.getByTestId("splash-screen");
  await expect(splash).toBeVisible();
  // No fade: fully opaque on every frame before its time is up, and no logo animation at all.
  const lowestOpacity = await splash.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const start = Number(element.getAnimations()[0]?.startTime ?? 0);
        let lowest = 1;
        const tick = () => {
          if (performance.now() - start >= 1950) return resolve(lowest);
          lowest = Math.min(lowest, Number(getComputedStyle(element).opacity));
          requestAnimationFrame(tick);
        };
        tick();
      }),
  );
  expect(lowestOpacity).toBe(1);
  expect(await splash.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(1);
  // The lift is a CSS animation that ends at 2 s after the page is first styled (2001 ms under
  // reduced motion, whose 1 ms step starts at 2 s)...
  const endTime = await page
    .getByTestId("splash-screen")
    .evaluate((element) => element.getAnimations()[0]?.effect?.getComputedTiming().endTime);
  expect(endTime).toBeGreaterThanOrEqual(2000);
  expect(endTime).toBeLessThanOrEqual(2001);
  // ...and the splash is indeed gone by then, not earlier. Generous above: on a busy two-core machine
  // the frame that sees it hidden came as much as 1.6 s late once (a CI run), with no fault of the page.
  const onScreen = await splashOnScreenMs(page);
  expect(onScreen).toBeGreaterThan(1950);
  expect(onScreen).toBeLessThan(4000);
  await context.close();
});

test("the splash does not come back on the next page of the visit, and comes back in a new tab", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/features");
  await expect(page.locator("html")).toHaveAttribute("data-splash", "seen");
  // Hidden from the next page's first paint, not after two seconds.
  await expect(page.getByTestId("splash-screen")).toBeHidden({ timeout: 200 });

  // A new tab is a new visit: it shows the splash again.
  const other = await page.context().newPage();
  await other.goto("/contact");
  await expect(other.getByTestId("splash-screen")).toBeVisible();
});
