import type { Page } from "@playwright/test";
import { axeViolations, expect, openPage, ROUTES, stubRecaptcha, test } from "./helpers";

const routes = ROUTES;

/** Facts about the focused element: what it is, whether its focus ring shows, and what covers it. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const header = document.querySelector("header")?.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 10), 0), window.innerHeight - 1);
    const topmost = document.elementFromPoint(x, y);
    // Fixed elements (the skip link) sit above the header by design; isOnTop checks them.
    const isInHeader = !!element.closest("header") || style.position === "fixed";
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      hasRing: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
      isVisible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      // Not hidden under the sticky header: its top is below the header, or it is in the header.
      isClearOfHeader: isInHeader || !header || box.top >= header.bottom - 1,
      isOnTop: !!topmost && (element === topmost || element.contains(topmost) || topmost.contains(element)),
    };
  });
}

test.describe("keyboard", () => {
  test("the skip link comes first and moves focus to the main content", async ({ page }) => {
    await openPage(page, "/features");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  for (const route of routes) {
    test(`tabbing through ${route} shows every focused control, clear of the sticky header`, async ({
      page,
    }) => {
      await stubRecaptcha(page);
      await openPage(page, route);
      const seen = new Set<string>();
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press("Tab");
        const state = await focusState(page);
        if (!state) break;
        if (seen.has(state.name) && state.name.includes("Skip to main content")) break;
        seen.add(state.name);
        expect(state, state.name).toMatchObject({
          hasRing: true,
          isVisible: true,
          isClearOfHeader: true,
          isOnTop: true,
        });
      }
      expect(seen.size).toBeGreaterThan(8);
    });
  }

  test("a card's dialog opens and closes by keyboard alone", async ({ page }) => {
    await openPage(page, "/agencies");
    const button = page.getByRole("button", { name: "Read More: Desktop Access" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Desktop Access" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
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

test.describe("reflow", () => {
  for (const viewport of [
    { name: "320 px wide", width: 320, height: 640 },
    // 1280 px at 200% zoom lays out like 640 CSS pixels.
    { name: "200% zoom", width: 640, height: 400 },
  ]) {
    test(`no page scrolls sideways at ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const route of [...routes, "/no-such-page"]) {
        await page.goto(route);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route).toBeLessThanOrEqual(0);
      }
    });
  }
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
