import { cardsOf } from "./cards-of";
import { expect, openPage, test } from "./helpers";

// How the cards behave in a browser: their layout, pictures and dialogs. Which cards each page
// shows, in order, with their full texts, is read from the built files (e2e/built/).

/** A built picture's URL: its name, then the hash of its content (card-picture.ts). */
const builtPicture = (name: string, type: string) => new RegExp(`^/assets/${name}\\.[\\w-]{8}\\.${type}$`);

test("card pictures arrive as WebP sized to the screen, except the first card's small SVG", async ({
  browser,
}) => {
  // 352 CSS px wide in three columns at 1x: the 400-px copy; full width on a 2x phone: the 800-px one.
  for (const [screen, expected] of [
    [{ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }, 400],
    [{ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 }, 800],
  ] as const) {
    const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const firstCardRequests: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/reporting-incidents[.-]/.test(path)) firstCardRequests.push(path);
    });
    await page.goto("/features");
    const cardImages = page.locator("article[aria-labelledby^=card-title-] img");
    const [first, second] = [cardImages.nth(0), cardImages.nth(1)];
    await expect(first).toHaveAttribute("src", builtPicture("reporting-incidents", "svg"));
    await expect(second).toHaveAttribute("src", builtPicture("how-to-report", "svg"));
    await second.scrollIntoViewIfNeeded();
    const loaded = (img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : "not loaded";
    await expect
      .poll(() => second.evaluate(loaded))
      .toMatch(builtPicture(`how-to-report-${expected}`, "webp"));
    const firstSrc = await first.getAttribute("src");
    await expect.poll(() => first.evaluate(loaded)).toBe(firstSrc);
    // The preload in <head> and the <img> fetched one and the same file.
    expect(firstCardRequests).toEqual([firstSrc]);
    await context.close();
  }
});

test("a second visit asks the network for no picture it already has", async ({ browser }) => {
  // Pictures are served from /assets/ under hashed names, cached for a year (server/headers.mjs): a
  // browser uses its copy without asking whether it changed. Resource Timing says what each took
  // from the network: 0 bytes is the cache's copy; a revalidated one costs its response headers.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    reducedMotion: "reduce",
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  const picturesOf = async (path: string) => {
    await page.goto(path);
    // Down the page, so every lazy picture loads.
    for (const image of await page.locator("main img").all()) await image.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    return page.evaluate(() =>
      performance.getEntriesByType("resource").flatMap((entry) => {
        const picture = new URL(entry.name).pathname;
        // The site's icon keeps its own URL (src/pages/favicon.svg.ts), as browsers expect of it.
        if (!/\.(svg|webp|jpg)$/.test(picture) || picture === "/favicon.svg") return [];
        return [{ picture, fromNetwork: (entry as PerformanceResourceTiming).transferSize }];
      }),
    );
  };
  for (const path of ["/features", "/"]) {
    const first = await picturesOf(path);
    expect(first.length, path).toBeGreaterThan(1);
    expect(
      first.every(({ fromNetwork }) => fromNetwork > 0),
      `${path}: the first visit fetched them`,
    ).toBe(true);
    const second = await picturesOf(path);
    expect(second.map(({ picture }) => picture).sort(), path).toEqual(
      first.map(({ picture }) => picture).sort(),
    );
    expect(
      second.filter(({ fromNetwork }) => fromNetwork > 0),
      path,
    ).toEqual([]);
  }
  await context.close();
});

// Opening and closing a card's dialog every way, its URL, history and focus: e2e/engines/journeys.ts,
// in all three engines.
test.describe("content dialog", () => {
  test("a link in one card's text opens the card that tells the fact in full, on its page", async ({
    page,
  }) => {
    const faq = cardsOf.faqs!.en.find((card) => card.id === "faq-3")!;
    await openPage(
      page,
      `/features?modal=content&title=${encodeURIComponent("Reporting Incidents or Emergencies")}`,
    );
    await page.getByRole("dialog").getByRole("link", { name: "Can I report anonymously?" }).click();
    const answer = page.getByRole("dialog", { name: faq.title });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("Uncensor");
    await expect(page).toHaveURL(`/faqs?${new URLSearchParams({ modal: "content", title: faq.title })}`);
  });

  test("keeps focus off the page behind while open", async ({ page }) => {
    await openPage(page, "/terms");
    await page.getByRole("button", { name: "Read More: User Responsibilities" }).click();
    const dialog = page.getByRole("dialog", { name: "User Responsibilities" });
    await expect(dialog).toBeVisible();
    // The page behind is inert: Tab goes round the dialog's controls, and past the last one to the
    // browser's own controls (no element of the page), as a modal <dialog> does.
    const places = new Set<string>();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press("Tab");
      const place = await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? `dialog: ${document.activeElement?.textContent}`
          : document.activeElement === document.body
            ? "browser"
            : `page: ${document.activeElement?.outerHTML.slice(0, 60)}`,
      );
      expect(place).toMatch(/^(dialog|browser)/);
      places.add(place);
    }
    expect([...places].filter((place) => place.startsWith("dialog")).length).toBeGreaterThan(1);
  });

  test("opens nothing for a value it does not know, and runs none of it", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("dialog", (dialog) => {
      errors.push(`browser dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const [name, query] of [
      ["an unknown title", "title=No%20such%20card"],
      ["markup", "title=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"],
      ["a very long value", `title=${"x".repeat(4000)}`],
      ["a broken encoding", "title=%E0%A4%A"],
    ] as const) {
      await test.step(name, async () => {
        await openPage(page, `/features?modal=content&${query}`);
        await expect(page.getByRole("heading", { level: 1, name: "App Features" })).toBeVisible();
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });
    }
    expect(errors).toEqual([]);
  });
});
