import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./helpers";

const routes = [
  "/",
  "/features",
  "/agencies",
  "/plans",
  "/contact",
  "/terms",
  "/privacy",
  "/about",
  "/faqs",
  "/no-such-page",
];
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** axe-core over the page as it is now, to WCAG 2.2 AA, with the target-size rule on. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route} has no violations`, async ({ page }) => {
        await openPage(page, route);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("an open content dialog has no violations", async ({ page }) => {
      await openPage(page, "/plans?modal=content&title=Barangay+Urban");
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the coming-soon dialog has no violations", async ({ page }) => {
      await openPage(page, "/");
      await page.getByRole("button", { name: /App Store/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("the open mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await axeViolations(page)).toEqual([]);
});
