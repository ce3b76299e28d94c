import { test as base, expect, type CDPSession, type Locator, type Page } from "@playwright/test";
import { ACCESSIBILITY_CHECKS } from "../src/content/constants";
import { SPLASH_SEEN_KEY } from "../src/lib/splash-seen";
import { AXE_OPTIONS, AXE_SOURCE, axeReady, runAxe, type AxeViolation } from "./axe";

export { expect };
export { pagesIn, PAGES_IN_EVERY_LANGUAGE } from "./site-pages";

/** Runs in the page before its own scripts: the splash has shown already in this visit. */
const markSplashSeen = (key: string) => sessionStorage.setItem(key, "1");

/**
 * A tab that visits page after page, with its DevTools session, what went wrong in it, and what it
 * asked of other sites.
 */
type Visit = { page: Page; devtools: CDPSession; problems: string[]; outside: string[] };

/**
 * Playwright's test, with every page opened as a returning visitor would in the same tab: the
 * splash has shown already, so a test does not wait two seconds for it. Tests of the splash itself
 * set `test.use({ firstVisit: true })`.
 *
 * `visit` is a tab for tests that only read what a page does on arrival (pages.spec.ts): one tab
 * per worker, which each test navigates to its page, rather than a fresh context and tab per test.
 * In Debian's full Chromium a fresh context and tab cost about 0.3 s of CPU (a renderer process
 * and the browser's own tab), more than loading the page in a tab already open. The HTTP cache is
 * off, so each visit loads what a first visit does. It is declared here, beside the rest, so that
 * every spec shares one set of workers: a spec with fixtures of its own gets workers, and
 * browsers, of its own.
 */
export const test = base.extend<{ firstVisit: boolean; visit: Visit }, { visitTab: Visit }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) await context.addInitScript(markSplashSeen, SPLASH_SEEN_KEY);
    await use(context);
  },
  visitTab: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await browser.newContext({ baseURL });
      await context.addInitScript(markSplashSeen, SPLASH_SEEN_KEY);
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send("Network.enable");
      await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
      const outside = requestsToOtherSites(page, baseURL);
      await use({ page, devtools, problems: await watchForProblems(page), outside });
      await context.close();
    },
    { scope: "worker" },
  ],
  visit: async ({ visitTab }, use) => {
    // What the last visit saw is its own; the routes one visit needed go with it.
    visitTab.problems.length = 0;
    visitTab.outside.length = 0;
    await use(visitTab);
    await visitTab.page.unrouteAll({ behavior: "ignoreErrors" });
  },
});

/**
 * Waits until the page's scripts have run (module scripts run before the load event) and the
 * islands that start with the page (the contact form) have hydrated, so every button does its
 * whole job. Astro marks an island that has yet to hydrate with `ssr`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.locator("astro-island[ssr]:not([client=visible])")).toHaveCount(0);
}

/**
 * Waits until what a link or a tap led to is on screen, then checks it is not under the sticky
 * header: its top at or below the header's bottom (1 px for rounding).
 */
export async function expectInViewClearOfHeader(page: Page, target: Locator, what: string): Promise<void> {
  await expect(target, `${what} on screen`).toBeInViewport();
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await target.boundingBox())!.y, `${what} below the sticky header`).toBeGreaterThanOrEqual(
    headerBottom - 1,
  );
}

/** Opens a path and waits for the splash (if any) to lift and the page to hydrate, so clicks reach the page. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The splash's 2 s start when the page is first styled, which a busy machine delays: 15 s bounds that.
  await expect(page.getByTestId("splash-screen")).toBeHidden({ timeout: 15_000 });
  await waitForHydration(page);
}

/**
 * Records window.scrollY on every animation frame while `action` runs and after it, so a scroll that
 * starts during the action is seen from its first frame: until the page rests at `until.y`, or for
 * `until.frames` frames (to show that nothing moves).
 */
export async function recordScroll(
  page: Page,
  action: () => Promise<void>,
  until: { y: number } | { frames: number },
): Promise<number[]> {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { __scrollSamples: number[] }).__scrollSamples = samples;
    const tick = () => {
      samples.push(Math.round(window.scrollY));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  await page.waitForFunction((until) => {
    const samples = (window as unknown as { __scrollSamples: number[] }).__scrollSamples;
    return "y" in until ? samples.at(-1) === until.y : samples.length >= until.frames;
  }, until);
  return page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
}

/** Scrolls instantly to the bottom of the page and returns the new scroll position. */
export async function scrollToBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    return window.scrollY;
  });
}

/**
 * Clicks an element with the real mouse where it is on screen. Playwright's locator.click() first
 * scrolls the element into view, and for an element of the sticky header that scroll jumps to the
 * header's place at the top of the document, which would hide what a scroll test looks for.
 */
export async function clickInPlace(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element is not visible");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Answers for reCAPTCHA's script on a page that is not testing the contact form: there is no
 * internet here, and a failed script load would show up as a console error.
 */
export async function stubRecaptcha(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\//, (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: "window.grecaptcha = { render: () => 0, reset: () => {} }; window.__briskRecaptchaLoaded?.();",
    }),
  );
}

/**
 * axe-core over the page once it rests (e2e/axe.ts), to WCAG 2.2 AA with the target-size rule on.
 *
 * axe-core's own API, in the page: its source goes in once per document, however many states or
 * widths a test checks there. @axe-core/playwright injected it afresh for every check and, by
 * default, merged the results in a new blank page; together that was three quarters of each check
 * on these machines.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(axeReady))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(runAxe, AXE_OPTIONS);
}

/**
 * axe at each width the accessibility statement names (narrow, then wide), on the page in its
 * current state: one visit checks a state at both widths. Leaves the viewport at the wide one.
 * Compare with `{ 375: [], 1280: [] }`, so that a failure names its width.
 */
export async function axeAtBothWidths(page: Page) {
  const found: Record<number, AxeViolation[]> = {};
  for (const width of ACCESSIBILITY_CHECKS.widthsPx) {
    await page.setViewportSize({ width, height: 800 });
    found[width] = await axeViolations(page);
  }
  return found;
}

/** What axeAtBothWidths gives when it finds nothing. */
export const NO_VIOLATIONS = Object.fromEntries(ACCESSIBILITY_CHECKS.widthsPx.map((width) => [width, []]));

/**
 * Collects the URL of every request the page makes to a site other than `origin` (data: and blob:
 * URLs are the page's own).
 */
export function requestsToOtherSites(page: Page, origin: string): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  return outside;
}

/** Collects policy violations, console errors and page errors of every document the page loads. */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(
        `CSP ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    // The unknown path's own 404 answer is reported by Chromium as a failed resource; it is intended.
    const isOwn404 = message.location().url.endsWith("/no-such-page");
    if (message.type() === "error" && !isOwn404) problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
