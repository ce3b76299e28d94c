import type { Page } from "@playwright/test";
import { planFinderLimits } from "../src/content/plan-finder-rule";
import { finderWords } from "./island-words";
import { axeAtBothWidths, expect, NO_VIOLATIONS, openPage, test } from "./helpers";
import { reactFiles } from "./built-files";

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
