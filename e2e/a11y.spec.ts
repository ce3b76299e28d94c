import { axeViolations, expect, openPage, ROUTES, test } from "./helpers";

const routes = [...ROUTES, "/no-such-page"];
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

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
