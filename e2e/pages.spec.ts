import type { Page } from "@playwright/test";
import { ACCESSIBILITY_CHECKS } from "../src/content/constants";
import {
  axeViolations,
  expect,
  PAGES_IN_EVERY_LANGUAGE,
  stubRecaptcha,
  test,
  waitForHydration,
  watchForProblems,
} from "./helpers";

// One visit per page checks everything that holds for every page alike, so each page is loaded
// once rather than once per check: no console error or CSP violation, no script that holds back
// the first paint, axe at both widths, a visible focus for every control, and no sideways scrolling.

// The widths the accessibility statement (/accessibility) says every page is checked at.
const [NARROW, WIDE] = ACCESSIBILITY_CHECKS.widthsPx;

/** Facts about the focused element: what it is, whether its focus ring shows, and what covers it. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const header = document.querySelector("header")?.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 10), 0), window.innerHeight - 1);
    const topmost = document.elementFromPoint(x, y);
    // Fixed elements (the skip link) sit above the header by design; isOnTop checks them.
    const isInHeader = !!element.closest("header") || style.position === "fixed";
    return {
      isSkipLink: element.getAttribute("href") === "#main-content",
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      hasRing: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
      isVisible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      // Not hidden under the sticky header: its top is below the header, or it is in the header.
      isClearOfHeader: isInHeader || !header || box.top >= header.bottom - 1,
      isOnTop: !!topmost && (element === topmost || element.contains(topmost) || topmost.contains(element)),
    };
  });
}

/** Tabs through the whole page, checking each focused control, and returns how many there were. */
async function tabThrough(page: Page): Promise<number> {
  const seen = new Set<string>();
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press("Tab");
    const state = await focusState(page);
    if (!state) break;
    if (seen.has(state.name) && state.isSkipLink) break;
    seen.add(state.name);
    expect(state, state.name).toMatchObject({
      hasRing: true,
      isVisible: true,
      isClearOfHeader: true,
      isOnTop: true,
    });
  }
  return seen.size;
}

/** When the first contentful paint happened, and the scripts that held it back (render-blocking). */
function paintAndBlockingScripts(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    // Chromium's Resource Timing says whether a request held back rendering; TypeScript's DOM types lack it.
    blockingScripts: (
      performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[]
    )
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .filter((entry) => entry.renderBlockingStatus !== "non-blocking")
      .map((entry) => entry.name),
  }));
}

/** How far the page scrolls sideways at the current viewport; 0 when it reflows. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const { path } of [
  ...PAGES_IN_EVERY_LANGUAGE,
  { path: "/no-such-page" },
  { path: "/fil/no-such-page" },
]) {
  test(`${path}: clean console, no script before the first paint, axe, keyboard and reflow`, async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    await stubRecaptcha(page);
    await page.setViewportSize({ width: WIDE, height: 800 });
    await page.goto(path);
    await waitForHydration(page);

    // On a busy machine the first paint may be reported a moment after the load event.
    await expect.poll(async () => (await paintAndBlockingScripts(page)).firstPaint).toBeGreaterThan(0);
    expect((await paintAndBlockingScripts(page)).blockingScripts).toEqual([]);

    expect(await axeViolations(page), `axe at ${WIDE} px`).toEqual([]);
    expect(await tabThrough(page)).toBeGreaterThan(8);

    await page.setViewportSize({ width: NARROW, height: 812 });
    expect(await axeViolations(page), `axe at ${NARROW} px`).toEqual([]);

    await page.setViewportSize({ width: ACCESSIBILITY_CHECKS.narrowestPx, height: 640 });
    expect(await sidewaysOverflow(page), `at ${ACCESSIBILITY_CHECKS.narrowestPx} px`).toBeLessThanOrEqual(0);
    // The wide layout zoomed lays out like fewer CSS pixels: 1280 px at 200% like 640.
    await page.setViewportSize({ width: (WIDE * 100) / ACCESSIBILITY_CHECKS.zoomPercent, height: 400 });
    expect(await sidewaysOverflow(page), `at ${ACCESSIBILITY_CHECKS.zoomPercent}% zoom`).toBeLessThanOrEqual(
      0,
    );

    expect(problems).toEqual([]);
  });
}
