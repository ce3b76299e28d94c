import { axeViolations, expect, openPage, stubRecaptcha, test } from "./helpers";

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

  test("the mobile menu works by keyboard alone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, "/");
    await page.getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/features");
  });
});

test.describe("contact form states have no axe violations", () => {
  test("the error state and the captcha notice", async ({ page }) => {
    await stubRecaptcha(page);
    await openPage(page, "/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Your name").fill("Ana Reyes");
    await page.getByLabel("Email address").fill("ana@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("reCAPTCHA Required")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
