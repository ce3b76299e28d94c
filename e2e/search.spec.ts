import type { Page, Request } from "@playwright/test";
import { langInfo, langs, pathIn } from "../src/content/langs";
import { SEARCH_BUTTON_ID, searchIndexPath } from "../src/site/search-index";
import { readWords } from "../src/i18n/read-words";
import { translationOf } from "../src/i18n/translations";
import { addressOf, QUERIES } from "./built/search-queries";
import { axeAtBothWidths, expect, NO_VIOLATIONS, openPage, test, watchForProblems } from "./helpers";
import { inViewAndOnTop, isAtEnd, scrollDialogToEnd } from "./tables";

/*
 * The search box in a browser, in every language (issue 52): opened by its button and by the
 * keyboard, a query's first result, a typo, nothing found, Escape, a result followed to its card on
 * this page and on another, what it loads and when, the policy, axe with it open. How well it ranks
 * is e2e/built/search.test.ts; Firefox and WebKit run it in the engines' journeys.
 */

const siteWords = readWords();
const searchWords = (lang: (typeof langs)[number]) => translationOf(siteWords, lang).shared("ui").search;

/** The search's own requests: its code and its index. */
const isSearchRequest = (request: Request) =>
  /\/assets\/search-[^/]+\.js$/.test(request.url()) || request.url().includes("/search-index/");

async function searchRequests(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (isSearchRequest(request)) requests.push(request);
  });
  return requests;
}

const box = (page: Page, lang: (typeof langs)[number]) =>
  page.getByRole("dialog", { name: searchWords(lang).button });
const field = (page: Page, lang: (typeof langs)[number]) =>
  box(page, lang).getByRole("searchbox", { name: searchWords(lang).label });
const results = (page: Page, lang: (typeof langs)[number]) =>
  box(page, lang).getByRole("listitem").getByRole("link");

for (const lang of langs) {
  const words = searchWords(lang);
  const [query] = QUERIES[lang].queries;
  const [typo] = QUERIES[lang].typos;

  test(`in ${lang}: the search loads nothing before its first use, opens by button and keyboard, finds, tolerates a typo, says when nothing is found, and closes with Escape`, async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    const requests = await searchRequests(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, pathIn("/faqs", lang));
    const button = page.getByRole("button", { name: words.button });

    await test.step("nothing of the search loads before a visitor moves toward it", async () => {
      await page.waitForLoadState("networkidle");
      await button.hover();
      await page.mouse.move(5, 400);
      expect(requests.map((request) => request.url())).toEqual([]);
    });

    await test.step("its button opens it, with the field focused; the first search loads its code and the language's index, within 25 kB", async () => {
      await button.click();
      await expect(field(page, lang)).toBeFocused();
      await expect(box(page, lang).getByRole("status")).toHaveText(words.hint);
      const loaded = await Promise.all(
        requests.map(async (request) => ({
          path: new URL(request.url()).pathname,
          bytes: (await request.sizes()).responseBodySize,
        })),
      );
      expect(loaded.map(({ path }) => path.replace(/search-[^/]+\.js$/, "search.js")).sort()).toEqual(
        ["/assets/search.js", searchIndexPath(langInfo[lang].code)].sort(),
      );
      // As sent (compressed, as the browser asked); the gzip sizes are e2e/built/search.test.ts's.
      expect(loaded.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThanOrEqual(25_000);
    });

    await test.step(`"${query!.query}" gives its answer first`, async () => {
      await field(page, lang).fill(query!.query);
      const answers = query!.answers.map((answer) => addressOf(answer, lang));
      await expect(results(page, lang).first()).toHaveAttribute(
        "href",
        new RegExp(`^(${answers.map(escape).join("|")})$`),
      );
      // A screen reader hears how many were found.
      await expect(box(page, lang).getByRole("status")).toHaveText(/\d/);
    });

    await test.step(`the typo "${typo!.query}" finds it among the first three`, async () => {
      await field(page, lang).fill(typo!.query);
      const answers = typo!.answers.map((answer) => addressOf(answer, lang));
      await expect(results(page, lang).first()).toBeVisible();
      const hrefs = await results(page, lang).evaluateAll((links) =>
        links.slice(0, 3).map((link) => link.getAttribute("href")),
      );
      expect(hrefs.some((href) => answers.includes(href!))).toBe(true);
    });

    await test.step("words the site does not have: it says so, with what was typed", async () => {
      await field(page, lang).fill("xylophone zebra");
      await expect(results(page, lang)).toHaveCount(0);
      await expect(box(page, lang).getByRole("status")).toContainText("“xylophone zebra”");
    });

    await test.step("on a phone, its close button stays in the corner while the results scroll, and closes it", async () => {
      // A word every language's pages use often: more results than a phone's screen holds.
      await field(page, lang).fill("barangay");
      await expect(results(page, lang).nth(5)).toBeVisible();
      const { dialogClose } = translationOf(siteWords, lang).shared("ui");
      const close = box(page, lang).getByRole("button", { name: dialogClose });
      expect(await inViewAndOnTop(close), "the close button over the results").toBe(true);
      expect(await scrollDialogToEnd(box(page, lang)), "the results are longer than the screen").toBe(true);
      await expect.poll(() => isAtEnd(box(page, lang))).toBe(true);
      expect(await inViewAndOnTop(close), "the close button at the last result").toBe(true);
      await close.click();
      await expect(box(page, lang)).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
    });

    await test.step("axe finds nothing with it open, at 375 and 1280 px", async () => {
      await field(page, lang).fill(query!.query);
      await expect(results(page, lang).first()).toBeVisible();
      expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
    });

    await test.step("Escape closes it and gives focus back to its button; the keyboard opens it again", async () => {
      await page.keyboard.press("Escape");
      await expect(box(page, lang)).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(field(page, lang)).toBeFocused();
      // What was typed is still there; the arrow key goes to the first result.
      await expect(field(page, lang)).toHaveValue(query!.query);
      await page.keyboard.press("ArrowDown");
      await expect(results(page, lang).first()).toBeFocused();
      await page.keyboard.press("Escape");
      // "/" opens it from anywhere but a field, as on many sites, and Escape goes back there.
      await page.locator("main").focus();
      await page.keyboard.press("/");
      await expect(field(page, lang)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(box(page, lang)).toBeHidden();
      await expect(page.locator("main")).toBeFocused();
    });

    expect(problems).toEqual([]);
  });
}

/** A string as a regular expression that matches it exactly. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("a result opens its card: on this page at once, with its address and Back; on another page on arrival", async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  const words = searchWords("en");
  await openPage(page, "/faqs");
  // A mark that a new page would lose: the card opens in this page, with no navigation.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole("button", { name: words.button }).click();
  await field(page, "en").fill("refund");
  await results(page, "en").first().click();
  await expect(page.getByRole("dialog", { name: "Can I get a refund?" })).toBeVisible();
  await expect(page).toHaveURL(addressOf("/faqs faq-15", "en"));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(page.getByRole("dialog", { name: "Can I get a refund?" })).toBeHidden();
  await expect(page).toHaveURL("/faqs");

  await openPage(page, "/");
  await page.getByRole("button", { name: words.button }).click();
  await field(page, "en").fill("huawei");
  // Enter follows the first result.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(addressOf("/faqs faq-17", "en"));
  const devices = page.getByRole("dialog", { name: "Which devices can I use Brisk on?" });
  await expect(devices).toBeVisible();
  await expect(devices).toContainText("Huawei");
  expect(problems).toEqual([]);
});

test("when the index cannot load, the search says so in the page's language", async ({ page }) => {
  await page.route("**/search-index/**", (route) => route.abort());
  await openPage(page, "/fil");
  await page.getByRole("button", { name: searchWords("fil").button }).click();
  await expect(box(page, "fil").getByRole("status")).toHaveText(searchWords("fil").failed);
  await expect(box(page, "fil").getByRole("searchbox")).toBeDisabled();
  // Its close button is named as every dialog's, though the index that has the box's words never came.
  const { dialogClose } = translationOf(siteWords, "fil").shared("ui");
  await box(page, "fil").getByRole("button", { name: dialogClose }).click();
  await expect(box(page, "fil")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no search button shows, and the header keeps its place", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(`#${SEARCH_BUTTON_ID}`)).toBeHidden();
    await expect(page.getByRole("button", { name: searchWords("en").button })).toHaveCount(0);
  });
});
