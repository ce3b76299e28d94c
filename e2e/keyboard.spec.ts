import { expect, openPage, test } from "./helpers";

// The mobile menu by keyboard: header.spec.ts; every page's controls in Tab order: pages.spec.ts.

test.describe("keyboard", () => {
  test("the skip link comes first and moves focus to the main content; a card's dialog then closes back to its button", async ({
    page,
  }) => {
    await openPage(page, "/agencies");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    const button = page.getByRole("button", { name: "Read More: Desktop Access" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Desktop Access" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // Closing goes back to the skip link's #main-content: focus and the page stay at the card.
    await expect(button).toBeFocused();
    await expect(button).toBeInViewport();
  });
});
