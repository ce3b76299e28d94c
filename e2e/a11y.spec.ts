import { axeViolations, expect, openPage, test } from "./helpers";

// Every page at both widths is in pages.spec.ts; here, the states a page can be put in.
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });

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
