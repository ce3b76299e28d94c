import type { CDPSession, Page } from "@playwright/test";
import { ACCESSIBILITY_CHECKS } from "../src/content/constants";
import { langs, pathIn, pathWithoutLang } from "../src/content/langs";
import {
  axeViolations,
  expect,
  PAGES_IN_EVERY_LANGUAGE,
  stubRecaptcha,
  test,
  waitForHydration,
} from "./helpers";
import { builtSize, gzipSize, KB, reactFiles } from "./built-files";
import { pageTablesCut } from "./tables";

// One visit per page checks everything that needs a browser and holds for every page alike, so
// each page is loaded once rather than once per check: the JavaScript it loads on arrival (within
// its budget, React only where an island starts with the page), no console error, CSP violation
// or request to another site, no script that holds back the first paint, axe at both widths, a
// visible focus for every control, no sideways scrolling and no table with a column cut off at 320 px. What needs no browser (head, heading, HTML and CSS sizes, words) is read from the
// built files: e2e/built/.

// The widths the accessibility statement (/accessibility) says every page is checked at.
const [NARROW, WIDE] = ACCESSIBILITY_CHECKS.widthsPx;

/** Facts about a focused control: what it is, whether its focus ring shows, and what covers it. */
type FocusState = {
  isSkipLink: boolean;
  name: string;
  hasRing: boolean;
  isVisible: boolean;
  isClearOfHeader: boolean;
  isOnTop: boolean;
};

/** Most Tab presses a walk sends: more than any page has controls. */
const MOST_PRESSES = 80;
/** Tab presses sent in one go, before the walk looks whether focus has left the page or come round. */
const PRESSES_AT_ONCE = 16;

/**
 * Presses Tab through the whole page, checking each focused control, and returns how many there
 * were. The page records each control's facts itself, when the key comes up (after focus has moved
 * and the page has scrolled to it), and the presses go to Chromium over DevTools several at once:
 * awaiting each press and then asking the page took five times as long, almost all of it in round
 * trips.
 */
async function tabThrough(page: Page, devtools: CDPSession): Promise<number> {
  // An island that starts when it comes into view (the plan finder) starts first: a walk this fast
  // reaches it before it would have, while its button still waits for it.
  await page.evaluate(() =>
    document.querySelectorAll("astro-island > *").forEach((element) => element.scrollIntoView()),
  );
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.evaluate(() => {
    const states: (FocusState | null)[] = [];
    (window as unknown as { __focusStates: typeof states }).__focusStates = states;
    const stateOfFocus = (): FocusState | null => {
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
    };
    window.addEventListener("keyup", () => states.push(stateOfFocus()), { capture: true });
  });
  const tab = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9 };
  let states: (FocusState | null)[] = [];
  // The walk ends where focus leaves the page after its last control, or comes back round to the
  // skip link; -1 while it has not yet.
  const end = () => states.findIndex((state, index) => !state || (index > 0 && state.isSkipLink));
  while (end() === -1 && states.length < MOST_PRESSES) {
    await Promise.all(
      Array.from({ length: PRESSES_AT_ONCE }, () => [
        devtools.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }),
        devtools.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }),
      ]).flat(),
    );
    const pressed = states.length + PRESSES_AT_ONCE;
    states = await page.evaluate(
      () => (window as unknown as { __focusStates: (FocusState | null)[] }).__focusStates,
    );
    expect(states, "a state for every press").toHaveLength(pressed);
  }
  const controls = states.slice(0, end() === -1 ? states.length : end()) as FocusState[];
  for (const state of controls)
    expect(state, state.name).toMatchObject({
      hasRing: true,
      isVisible: true,
      isClearOfHeader: true,
      isOnTop: true,
    });
  return controls.length;
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

/** The JavaScript budgets of docs/performance.md, gzip of the built files, inline scripts included. */
/**
 * The contact pages' budget is the owner's (issue 53): 85 kB at first load, React's own chunk (about
 * 69 kB, the price of the owner's choice of React) and at most 12 kB of everything else.
 */
const JAVASCRIPT_BUDGET = { page: 20 * KB, contact: 85 * KB, contactBesidesReact: 12 * KB };

/** The site's own scripts the page has loaded, as URL paths, and the text of its inline scripts. */
function loadedScripts(page: Page) {
  return page.evaluate(() => ({
    files: performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
      .map((url) => url.pathname),
    inline: [...document.querySelectorAll("script:not([src])")]
      .filter((script) => script.getAttribute("type") !== "application/ld+json")
      .map((script) => script.textContent ?? ""),
  }));
}

/** How far the page scrolls sideways at the current viewport; 0 when it reflows. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const { path } of [
  ...PAGES_IN_EVERY_LANGUAGE,
  ...langs.map((lang) => ({ path: pathIn("/no-such-page", lang) })),
]) {
  test(`${path}: clean console, no script before the first paint, axe, keyboard and reflow`, async ({
    visit: { page, devtools, problems, outside },
  }) => {
    const isContact = pathWithoutLang(path) === "/contact";
    // Only the contact form loads reCAPTCHA; a route on every page would hold each of its requests
    // for a word from the test.
    if (isContact) await stubRecaptcha(page);
    await page.setViewportSize({ width: WIDE, height: 800 });
    await page.goto(path);
    await waitForHydration(page);

    // What arrives with the page, before the visitor scrolls or clicks (the cache is off),
    // once nothing new has been fetched for a moment: an island may import more as it starts.
    let scripts = await loadedScripts(page);
    await expect
      .poll(
        async () => {
          const before = scripts.files.length;
          scripts = await loadedScripts(page);
          return scripts.files.length === before;
        },
        { intervals: [150] },
      )
      .toBe(true);
    const javascript =
      scripts.files.reduce((sum, file) => sum + builtSize(file), 0) +
      scripts.inline.reduce((sum, text) => sum + gzipSize(text), 0);
    test.info().annotations.push({
      type: "first-load JavaScript",
      description: `${(javascript / KB).toFixed(1)} kB gzip`,
    });
    expect(javascript, "first-load JavaScript, gzip").toBeLessThanOrEqual(
      isContact ? JAVASCRIPT_BUDGET.contact : JAVASCRIPT_BUDGET.page,
    );
    if (isContact) {
      const react = scripts.files
        .filter((file) => reactFiles.has(file))
        .reduce((sum, file) => sum + builtSize(file), 0);
      test.info().annotations.push({
        type: "first-load JavaScript besides React",
        description: `${((javascript - react) / KB).toFixed(1)} kB gzip`,
      });
      expect(javascript - react, "first-load JavaScript besides React's own, gzip").toBeLessThanOrEqual(
        JAVASCRIPT_BUDGET.contactBesidesReact,
      );
    }
    // React loads only where an island needs it from the start: the contact form.
    expect(
      scripts.files.some((file) => reactFiles.has(file)),
      "loads React",
    ).toBe(isContact);
    // On a busy machine the first paint may be reported a moment after the load event.
    await expect.poll(async () => (await paintAndBlockingScripts(page)).firstPaint).toBeGreaterThan(0);
    expect((await paintAndBlockingScripts(page)).blockingScripts).toEqual([]);

    expect(await axeViolations(page), `axe at ${WIDE} px`).toEqual([]);
    expect(await tabThrough(page, devtools)).toBeGreaterThan(8);

    await page.setViewportSize({ width: NARROW, height: 812 });
    expect(await axeViolations(page), `axe at ${NARROW} px`).toEqual([]);

    await page.setViewportSize({ width: ACCESSIBILITY_CHECKS.narrowestPx, height: 640 });
    expect(await sidewaysOverflow(page), `at ${ACCESSIBILITY_CHECKS.narrowestPx} px`).toBeLessThanOrEqual(0);
    // Every column of every table in view: the table fits, or scrolls in a labelled region that shows it does.
    expect(await pageTablesCut(page), `tables at ${ACCESSIBILITY_CHECKS.narrowestPx} px`).toEqual([]);
    // The wide layout zoomed lays out like fewer CSS pixels: 1280 px at 200% like 640.
    await page.setViewportSize({ width: (WIDE * 100) / ACCESSIBILITY_CHECKS.zoomPercent, height: 400 });
    expect(await sidewaysOverflow(page), `at ${ACCESSIBILITY_CHECKS.zoomPercent}% zoom`).toBeLessThanOrEqual(
      0,
    );

    expect(problems).toEqual([]);
    // No other site learns of the visit: only the contact page asks Google for its captcha.
    expect(
      outside.filter((url) => !(isContact && url.startsWith("https://www.google.com/recaptcha/"))),
      "requests to other sites",
    ).toEqual([]);
  });
}
