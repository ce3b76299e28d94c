import type { Page } from "@playwright/test";
import { planFinderLimits } from "../src/content/plan-finder-rule";
import { finderWords } from "./island-words";
import { axeAtBothWidths, expect, expectInViewClearOfHeader, NO_VIOLATIONS, openPage, test } from "./helpers";
import { reactFiles } from "./built-files";
import { cardsOf, words } from "./cards-of";
import { langInfo, langs, pathIn } from "../src/content/langs";
import { translationOf } from "../src/i18n/translations";

// The plans page as a barangay captain uses it: the groups in buying order and the plan finder.
// The comparison tables are read from the built page (e2e/built/page-content.test.ts), and the
// rule's every boundary is in src/content/plan-finder.test.ts.

const planFinderText = finderWords.en;
const { reportsPerMonth, agenciesPerReport } = planFinderText.fields;

function finder(page: Page) {
  return {
    reports: page.getByLabel(reportsPerMonth.label),
    agencies: page.getByLabel(agenciesPerReport.label),
    submit: page.getByRole("button", { name: planFinderText.submit }),
    answer: page.getByTestId("plan-finder-answer"),
  };
}

async function find(page: Page, reports: string, agencies: string) {
  const { reports: reportsField, agencies: agenciesField, submit } = finder(page);
  await reportsField.fill(reports);
  await agenciesField.fill(agencies);
  await submit.click();
}

test("shows barangay plans first, then personal plans, then the agency add-ons, three cards a row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, "/plans");
  await expect(page.getByRole("heading", { level: 2 })).toContainText([
    "Barangay plans",
    "Personal plans",
    "Add-ons for agencies",
  ]);
  // The first row of barangay cards shares one top edge, and the fourth card starts the next row.
  const cards = page.locator("#barangay article");
  const tops = await cards.evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().top));
  expect(tops[0]).toBe(tops[1]);
  expect(tops[1]).toBe(tops[2]);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
});

test("recommends a plan by its card title, announced, with the reasons and a way to its card", async ({
  page,
}) => {
  await openPage(page, "/plans");
  const { answer } = finder(page);
  await expect(answer).toHaveAttribute("role", "status");
  await expect(answer).toBeEmpty();

  await find(page, "120", "2");
  await expect(answer).toContainText(/^Barangay Rural/);
  await expect(answer).toContainText(
    "120 reports a month, each sent to 2 agencies, use about 8 points a day.",
  );
  await expect(answer).toContainText(
    "Over this plan's 60 days that is 480 points, and the plan has 2,000 points.",
  );

  await find(page, "1,000,000", "3");
  await expect(answer).toContainText(/^Barangay High Urban/);

  await answer.getByRole("button", { name: "Read about Barangay High Urban" }).click();
  await expect(page.getByRole("dialog", { name: "Barangay High Urban" })).toBeVisible();
  expect(await axeAtBothWidths(page), "axe with a plan's dialog open").toEqual(NO_VIOLATIONS);
});

const badInputs: [string, string, string, keyof typeof reportsPerMonth.errors][] = [
  ["an empty field", "", "1", "empty"],
  ["zero", "0", "1", "too-small"],
  ["a negative number", "-5", "1", "too-small"],
  ["a fraction", "2.5", "1", "not-whole"],
  ["letters", "ten", "1", "not-a-number"],
  ["more than the maximum", String(planFinderLimits.reportsPerMonth.max + 1), "1", "too-large"],
];
// One page for every bad number, each after a good one: the plan it gave must go, and the message
// read is this number's own, not the last one's.
test("refuses each bad number with a message beside the field and no plan", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (thrown) => errors.push(thrown.message));
  await openPage(page, "/plans");
  const { reports: field, answer } = finder(page);
  for (const [what, reports, agencies, error] of badInputs) {
    await test.step(what, async () => {
      await find(page, "120", "2");
      await expect(answer).toContainText(/^Barangay Rural/);
      await find(page, reports, agencies);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(
        `${reportsPerMonth.hint} Error: ${reportsPerMonth.errors[error]}`,
      );
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(reports);
      await expect(answer).toHaveText(planFinderText.fixFields);
    });
  }
  expect(errors).toEqual([]);
});

test("refuses more than three agencies, and clears the message once the number is right", async ({
  page,
}) => {
  await openPage(page, "/plans");
  const { agencies, answer } = finder(page);
  await find(page, "100", "4");
  await expect(agencies).toHaveAccessibleDescription(
    `${agenciesPerReport.hint} Error: ${agenciesPerReport.errors["too-large"]}`,
  );
  await expect(answer).toHaveText(planFinderText.fixFields);
  await agencies.fill("3");
  await expect(agencies).toHaveAttribute("aria-invalid", "false");
  await expect(answer).toBeEmpty();
});

test("the finder's answer and its errors have no axe violations at either width", async ({ page }) => {
  await openPage(page, "/plans");
  await find(page, "0", "9");
  await expect(finder(page).answer).toHaveText(planFinderText.fixFields);
  expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
  await find(page, "400", "3");
  await expect(finder(page).answer).toContainText(/^Barangay Suburban/);
  expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
});

test("React arrives only when the plan finder comes into view", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/plans");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((file) => reactFiles.has(file))).toEqual([]);
  await page.getByRole("heading", { name: planFinderText.title }).scrollIntoViewIfNeeded();
  await expect.poll(() => requested.some((file) => reactFiles.has(file))).toBe(true);
});

for (const lang of langs) {
  test(`${lang}: /plans opens on the choice: the first plan's price in the first screen at 1280, in the first two at 375, the finder in the first three`, async ({
    page,
  }) => {
    for (const { width, height, priceScreens } of [
      { width: 1280, height: 800, priceScreens: 1 },
      { width: 375, height: 812, priceScreens: 2 },
    ]) {
      await page.setViewportSize({ width, height });
      await openPage(page, pathIn("/plans", lang));
      const firstPrice = page.locator("#barangay table tbody tr").first().locator("td").first();
      await expect(firstPrice).toHaveText(
        String(translationOf(words, lang).facts().cardFacts["barangay-verification-gift"]!.price),
      );
      const priceBottom = await firstPrice.evaluate(
        (cell) => cell.getBoundingClientRect().bottom + window.scrollY,
      );
      expect(priceBottom, `price at ${width}`).toBeLessThanOrEqual(priceScreens * height);
      if (width === 375) {
        const finderTop = await page
          .locator("#plan-finder")
          .evaluate((finderBox) => finderBox.getBoundingClientRect().top + window.scrollY);
        expect(finderTop, "finder at 375").toBeLessThanOrEqual(3 * height);
      }
    }
  });

  test(`${lang}: the finder's answer gives a year's cost from the facts and its two next steps, and keeps what was typed across a language switch`, async ({
    page,
  }) => {
    const text = finderWords[lang];
    const t = translationOf(words, lang);
    const rural = t.facts().cardFacts["barangay-rural"]!;
    await openPage(page, pathIn("/plans", lang));
    await page.getByLabel(text.fields.reportsPerMonth.label).fill("300");
    await page.getByLabel(text.fields.agenciesPerReport.label).fill("2");
    await page.getByRole("button", { name: text.submit }).click();
    const answer = page.getByTestId("plan-finder-answer");
    await expect(answer).toContainText(String(rural.planTitle));
    await expect(answer).toContainText(String(rural.yearCost));
    await expect(answer.getByRole("link", { name: text.planSheet })).toHaveAttribute(
      "href",
      `${pathIn("/barangay-kit/plan-sheet", lang)}?plan=barangay-rural`,
    );
    await expect(answer.getByRole("link", { name: text.quotation })).toHaveAttribute(
      "href",
      `${pathIn("/contact", lang)}?topic=quotation&plan=barangay-rural`,
    );

    // Another language's page, through the header's language chooser: the same numbers, the same answer.
    const other = langs.find((each) => each !== lang)!;
    await page.getByRole("button", { name: new RegExp(t.shared("ui").header.language) }).click();
    await page.locator(`#language-menu a[hreflang="${langInfo[other].code}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn("/plans", other)}$`));
    const otherText = finderWords[other];
    await page.getByRole("heading", { name: otherText.title }).scrollIntoViewIfNeeded();
    await expect(page.getByLabel(otherText.fields.reportsPerMonth.label)).toHaveValue("300");
    await expect(page.getByLabel(otherText.fields.agenciesPerReport.label)).toHaveValue("2");
    await expect(page.getByTestId("plan-finder-answer")).toContainText(
      String(translationOf(words, other).facts().cardFacts["barangay-rural"]!.yearCost),
    );

    // The plan sheet, as the captain prints it, with the plan filled in.
    await page.getByTestId("plan-finder-answer").getByRole("link", { name: otherText.planSheet }).click();
    await expect(page.locator("section[data-fill-plans]")).toContainText(
      String(translationOf(words, other).facts().cardFacts["barangay-rural"]!.yearPrice),
    );
  });
}

// A phone's screen ends near the finder's button, so the answer opens out of sight: a tap there must
// bring the plan's name into view, clear of the sticky header (in Filipino and Cebuano the answer is
// taller than a screen, and is read on downwards).
test("on a phone, a tap on the finder's button brings its answer into view, in each language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const lang of langs) {
    await test.step(lang, async () => {
      const text = finderWords[lang];
      await openPage(page, pathIn("/plans", lang));
      // The finder's React arrives as it comes into view; its button is enabled once it has.
      const submit = page.getByRole("button", { name: text.submit });
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeEnabled();
      await page.getByLabel(text.fields.reportsPerMonth.label).fill("300");
      await page.getByLabel(text.fields.agenciesPerReport.label).fill("2");
      // Where a thumb finds it: the button at the screen's bottom edge.
      await submit.evaluate((button) => button.scrollIntoView({ block: "end" }));
      await submit.click();
      const answer = page.getByTestId("plan-finder-answer");
      const title = answer.getByText(
        String(translationOf(words, lang).facts().cardFacts["barangay-rural"]!.planTitle),
        { exact: true },
      );
      await expectInViewClearOfHeader(page, title, "the plan's name");
    });
  }
});

test("each plan's dialog says something its card does not, and a paid barangay plan's offers its two next steps", async ({
  page,
}) => {
  await openPage(page, "/plans");
  const cards = await page.locator("article.card").evaluateAll((articles) =>
    articles.map((article) => {
      const dialog = article.querySelector("dialog")!;
      const own = (dialog.querySelector(".card-text")?.textContent ?? "").trim();
      const card = [...article.childNodes]
        .filter((node) => node !== dialog)
        .map((node) => node.textContent)
        .join(" ");
      return { title: article.querySelector(".card-title")?.textContent, own, repeats: card.includes(own) };
    }),
  );
  expect(cards.map((card) => card.title)).toEqual(cardsOf.plans!.en.map((card) => card.title));
  for (const card of cards) {
    expect(card.own, card.title ?? "").not.toBe("");
    expect(card.repeats, card.title ?? "").toBe(false);
  }
  await page.goto("/plans?modal=content&title=Barangay+Urban");
  const dialog = page.getByRole("dialog", { name: "Barangay Urban" });
  await expect(dialog.getByRole("link", { name: finderWords.en.planSheet })).toHaveAttribute(
    "href",
    "/barangay-kit/plan-sheet?plan=barangay-urban",
  );
  await expect(dialog.getByRole("link", { name: finderWords.en.quotation })).toHaveAttribute(
    "href",
    "/contact?topic=quotation&plan=barangay-urban",
  );
});
