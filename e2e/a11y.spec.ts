import { axeAtBothWidths, axeViolations, expect, NO_VIOLATIONS, openPage, test } from "./helpers";

// Every page at both widths is in pages.spec.ts; here, the states a page can be put in, each at
// both widths.

test("an open content dialog has no violations", async ({ page }) => {
  await openPage(page, "/plans?modal=content&title=Barangay+Urban");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
});

test("the coming-soon dialog has no violations", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("button", { name: /App Store/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
});

test("the open mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await axeViolations(page)).toEqual([]);
});
