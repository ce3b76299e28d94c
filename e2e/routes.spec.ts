import { langInfo, pathIn } from "../src/content/langs";
import { pages } from "../src/content/pages";
import { expect, openPage, PAGES_IN_EVERY_LANGUAGE, test, waitForHydration } from "./helpers";

// What each page of the registry must carry in its raw HTML in each language, before any script
// runs: its language, its name as the one h1, the title the contract gives (the product name alone
// on home), and links to itself in every language.
const routes = PAGES_IN_EVERY_LANGUAGE.map((page) => ({
  path: page.path,
  lang: langInfo[page.lang].code,
  heading: page.title,
  title: page.id === "home" ? "Brisk" : `${page.title} | Brisk`,
  twins: { en: pathIn(pages[page.id].path, "en"), fil: pathIn(pages[page.id].path, "fil") },
}));

/** An absolute URL as the build writes it: VITE_SITE_URL is unset in tests, so the documented default. */
const absolute = (path: string) => `http://localhost:3000${path === "/" ? "/" : path}`;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

test.describe("pre-rendered HTML", () => {
  const descriptions = new Set<string>();

  for (const route of routes) {
    test(`${route.path} carries its language, heading, title, description, canonical and twins`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = decodeEntities(await response.text());

      expect(html).toContain(`<html lang="${route.lang}">`);
      expect(html).toContain(`<title>${route.title}</title>`);
      const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);
      expect(h1s).toEqual([route.heading]);

      const description = /<meta name="description" content="([^"]+)">/.exec(html)?.[1];
      expect(description?.length).toBeGreaterThan(70);
      expect(descriptions.has(description ?? "")).toBe(false);
      descriptions.add(description ?? "");

      expect(html).toContain(`<link rel="canonical" href="${absolute(route.path)}">`);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      );
      expect(alternates).toEqual([
        ["en", absolute(route.twins.en)],
        ["fil", absolute(route.twins.fil)],
        ["x-default", absolute(route.twins.en)],
      ]);
    });
  }

  test("the share image every page names is served as a 1200x630 JPEG of at most 300 kB", async ({
    request,
  }) => {
    const html = await (await request.get("/features")).text();
    const image = new URL(/<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? "");
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const body = await response.body();
    expect(body.byteLength).toBeLessThanOrEqual(300_000);
    // JPEG files start with the SOI marker.
    expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  test("every page reads with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of routes) {
      // The words are there once the HTML is parsed; the pictures need not have arrived.
      await page.goto(route.path, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
    }
    await context.close();
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    for (const path of ["/no-such-page", "/features/extra", "/404", "/404.html"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = decodeEntities(await response.text());
      expect(html).toContain("Oops! The page you're looking for cannot be found.");
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  test("the page links home and logs the unknown path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! The page you're looking for cannot be found." }),
    ).toBeVisible();
    await expect.poll(() => messages.some((text) => text.includes("/no-such-page"))).toBe(true);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle("Brisk");
  });
});

test("a link to another page loads it with its own title, description and canonical", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plans" }).click();
  await expect(page).toHaveURL("/plans");
  await expect(page).toHaveTitle("Plans and Pricing | Brisk");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000/plans");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /pricing/i);
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
