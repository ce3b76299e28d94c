import { words } from "./cards-of";
import { expect, test, waitForHydration } from "./helpers";
import { translationOf } from "../src/i18n/translations";
import { defaultLang, langs, pathIn } from "../src/content/langs";

// What the browser adds to the built pages: the not-found page's script and link home, and
// buttons pressed before the scripts arrive. The not-found answer for unknown paths (status 404,
// each language's page): server/server.test.mjs; each page's head, heading and words, the
// not-found pages' included: e2e/built/; csp.spec.ts follows the site's links, each page arriving
// with its own head.

test.describe("not found", () => {
  test("the page links home and logs the unknown path, in each language", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    for (const [path, heading, homeLink, home] of [
      ["/no-such-page", "Oops! The page you're looking for cannot be found.", "Return to Home", "/"],
      ...langs
        .filter((lang) => lang !== defaultLang)
        .map((lang) => {
          const { heading, homeLink } = translationOf(words, lang).sections("notFound");
          return [pathIn("/no-such-page", lang), heading, homeLink, pathIn("/", lang)];
        }),
    ] as const) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect.poll(() => messages.some((text) => text.includes(path))).toBe(true);
        await waitForHydration(page);
        await page.getByRole("link", { name: homeLink }).click();
        await expect(page).toHaveURL(home);
        await expect(page).toHaveTitle("Brisk");
      });
    }
  });
});

test("a button pressed before the scripts have arrived does its job at once", async ({ page }) => {
  // The dialogs open by HTML alone (invoker commands); the scripts add the URL, not the dialog.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page
    .getByRole("button", { name: /App Store/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "iOS App Coming Soon!" })).toBeVisible();
  await page.keyboard.press("Escape");

  // A card's dialog opened early gets its URL when the scripts arrive, and closing goes back.
  await page.getByRole("button", { name: "Read More: Rapid Response" }).click();
  const dialog = page.getByRole("dialog", { name: "Rapid Response" });
  await expect(dialog).toBeVisible();
  releaseScripts();
  await expect(page).toHaveURL("/?modal=content&title=Rapid+Response");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/");
});
