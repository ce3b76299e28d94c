import { axeViolations, clickInPlace, expect, openPage, recordScroll, scrollToBottom, test } from "./helpers";

test.describe("header", () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test("marks the current page and stays in view; its links scroll smoothly to the top, and a new page starts there", async ({
    page,
  }) => {
    await test.step("marks the current page, hides the menu button, and stays in view after scrolling", async () => {
      await openPage(page, "/contact");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();

      const banner = page.getByRole("banner");
      expect(await scrollToBottom(page)).toBeGreaterThan(200);
      await expect(banner).toBeInViewport();
      expect((await banner.boundingBox())?.y).toBe(0);
    });

    await test.step("the current page's link scrolls smoothly back to the top", async () => {
      await openPage(page, "/");
      const start = await scrollToBottom(page);
      expect(start).toBeGreaterThan(200);
      const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" });
      const samples = await recordScroll(page, () => clickInPlace(page, home), { y: 0 });
      const between = new Set(samples.filter((y) => y > 0 && y < start));
      expect(between.size, `scroll positions: ${samples.join(",")}`).toBeGreaterThanOrEqual(3);
      expect(samples.at(-1)).toBe(0);
      await expect(page).toHaveURL("/");
    });

    await test.step("a new navigation after scrolling far lands at the top at once", async () => {
      expect(await scrollToBottom(page)).toBeGreaterThan(200);
      const agencies = page
        .getByRole("navigation", { name: "Quick Links" })
        .getByRole("link", { name: "Agencies" });
      await agencies.click();
      await expect(page.getByRole("heading", { level: 1, name: "For Agencies" })).toBeVisible();
      // The new page starts at the top and stays there: no smooth scroll runs after the jump.
      const samples = await recordScroll(page, async () => {}, { frames: 20 });
      expect(
        samples.every((y) => y === 0),
        `scroll positions: ${samples.join(",")}`,
      ).toBe(true);
    });
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // Opening and closing it by pointer and keyboard, on Escape and on navigation: the engines'
  // journeys (e2e/engines/journeys.ts), in all three engines.
  test("has no axe violations open, nor has the language chooser; its current page's link scrolls smoothly to the top", async ({
    page,
  }) => {
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });

    await test.step("no axe violations with the menu or the language chooser open", async () => {
      await openPage(page, "/");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "Features" })).toBeVisible();
      expect(await axeViolations(page), "axe with the menu open").toEqual([]);
      await page.keyboard.press("Escape");
      const chooser = page.getByRole("button", { name: "Language: English" });
      await chooser.click();
      await expect(chooser).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page), "axe with the language chooser open").toEqual([]);
      await page.keyboard.press("Escape");
    });

    await test.step("the current page's link closes the menu and scrolls to the top", async () => {
      await page.setViewportSize({ width: 375, height: 500 });
      await openPage(page, "/");
      expect(await scrollToBottom(page)).toBeGreaterThan(200);
      await clickInPlace(page, button);
      const home = nav.getByRole("link", { name: "Home" });
      const samples = await recordScroll(page, () => clickInPlace(page, home), { y: 0 });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      expect(samples.some((y) => y > 0 && y < Math.max(...samples))).toBe(true);
      expect(samples.at(-1)).toBe(0);
    });
  });
});
