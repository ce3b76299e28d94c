import { paidBarangayPlans, planSheetBlanks } from "../src/content/barangay-kit-structure";
import { fillTokensOf, HOTLINE_LINES, withBlanks } from "../src/lib/paper-fill";
import { formatTemplate } from "../src/lib/message-template";
import { defaultLang, langInfo, langs, pathIn } from "../src/content/langs";
import { pages } from "../src/content/pages";
import { formatPeso } from "../src/lib/numbers";
import { words } from "./cards-of";
import { contactWords } from "./island-words";
import { axeAtBothWidths, expect, expectInViewClearOfHeader, NO_VIOLATIONS, openPage, test } from "./helpers";
import { readPdf } from "./qr";
import { tablesCutIn } from "./tables";
import { ACCESSIBILITY_CHECKS } from "../src/content/constants";
import { translationOf } from "../src/i18n/translations";

// The barangay kit's papers in a browser: each prints on one A4 sheet without the site's frame, and
// the quotation's script counts the chosen plan's periods and dates it. Their files and words
// without a browser: built/barangay-kit.test.ts.

const papers = [pages.barangayKit, pages.planSheet, pages.councilTemplates, pages.quotation] as const;

for (const lang of langs) {
  test(`${lang}: the kit and each of its papers print on one A4 sheet, without the header, footer or buttons`, async ({
    page,
  }) => {
    // It prints PDFs, which on a loaded machine took seconds each: three times the usual time.
    test.slow();
    for (const paper of papers) {
      await test.step(paper.path, async () => {
        await openPage(page, pathIn(paper.path, lang));
        await page.emulateMedia({ media: "print" });
        await expect(page.getByRole("banner")).toBeHidden();
        await expect(page.getByRole("contentinfo")).toBeHidden();
        // A role query finds only what is shown: no button, not the print button either, prints.
        await expect(page.getByRole("button")).toHaveCount(0);
        const printed = await readPdf(await page.pdf({ preferCSSPageSize: true }));
        expect(printed.pages).toBe(1);
        expect([Math.round(printed.width), Math.round(printed.height)]).toEqual([595, 842]);
        // Every column whole: at the A4 page's width (182 mm inside its margins), no table is wider
        // than its box, so none is cut at the paper's edge.
        await page.setViewportSize({ width: Math.floor(182 * (96 / 25.4)), height: 1100 });
        const cut = await page.locator("table").evaluateAll((tables) =>
          tables
            .filter((table) => table.checkVisibility())
            .map((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0))
            .filter((overflow) => overflow > 1),
        );
        expect(cut, "tables wider than the printed page").toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.emulateMedia({ media: "screen" });
      });
    }
  });
}

for (const lang of langs) {
  test(`${lang}: each paper's tables are whole on its sheet, on a phone (each row its label and value pairs) and on a laptop`, async ({
    page,
  }) => {
    for (const paper of papers) {
      await test.step(paper.path, async () => {
        await openPage(page, pathIn(paper.path, lang));
        const sheets = await page
          .locator("main article")
          .filter({ has: page.locator("table") })
          .all();
        for (const width of [ACCESSIBILITY_CHECKS.narrowestPx, ...ACCESSIBILITY_CHECKS.widthsPx]) {
          await page.setViewportSize({ width, height: 800 });
          for (const sheet of sheets)
            expect(await tablesCutIn(sheet), `columns off the sheet at ${width} px`).toEqual([]);
        }
      });
    }
  });
}

test("the price estimate prices the chosen plan for one period, dates itself, says it is no quotation, keeps the choice in its address and prints", async ({
  page,
}) => {
  const { form, document: paper } = translationOf(words, "en").sections("quotation");
  await page.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => void ((window as unknown as { __prints: number }).__prints += 1);
  });
  await openPage(page, pages.quotation.path);
  const estimate = page.getByRole("article");
  const plan = paidBarangayPlans[2]!;
  const today = new Intl.DateTimeFormat("en-PH", { dateStyle: "long", timeZone: "Asia/Manila" }).format(
    new Date(),
  );
  await expect(estimate).toContainText(today);
  await expect(estimate).toContainText(paper.notQuotation);
  // One period until the owner answers whether several may be paid at once: no field for them.
  await expect(page.getByRole("spinbutton")).toHaveCount(0);

  await page.getByLabel(form.plan, { exact: true }).selectOption(plan.id);
  const row = estimate.locator("tbody tr:visible");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatPeso(plan.pricePhp));
  await expect(row.locator("td").nth(1)).toHaveText("1");
  await expect(estimate.locator("tfoot td")).toHaveText(formatPeso(plan.pricePhp));
  await expect(page).toHaveURL(new RegExp(`\\?plan=${plan.id}$`));
  expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);

  await test.step("its link to the contact form asks for a quotation for the plan chosen", async () => {
    const { request } = translationOf(words, "en").sections("quotation");
    await page.getByRole("link", { name: request.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?topic=quotation&plan=${plan.id}$`));
    const title = String(translationOf(words, "en").facts().cardFacts[plan.id]!.planTitle);
    await expect(page.getByLabel(contactWords.en.form.fields.message.label, { exact: true })).toHaveValue(
      new RegExp(title),
    );
  });

  await test.step("its address opens the same estimate, and the button prints it", async () => {
    await openPage(page, `${pages.quotation.path}?plan=${paidBarangayPlans[0]!.id}`);
    await expect(page.getByRole("article").locator("tfoot td")).toHaveText(
      formatPeso(paidBarangayPlans[0]!.pricePhp),
    );
    await page
      .getByRole("button", { name: translationOf(words, "en").sections("quotation").controls.print })
      .click();
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  });
});

for (const lang of langs) {
  test(`${lang}: the barangay's name, typed once over the kit, fills the plan sheet, the resolution, the estimate and the poster; the plan chosen on /plans fills the sheet`, async ({
    page,
  }) => {
    // It prints PDFs, which on a loaded machine took seconds each: three times the usual time.
    test.slow();
    const name = "San Isidro";
    const ui = translationOf(words, lang).shared("ui");
    const t = translationOf(words, lang);
    const { cardFacts } = t.facts();
    const rural = cardFacts["barangay-rural"]!;
    await openPage(page, pathIn(pages.barangayKit.path, lang));
    await page.getByLabel(ui.papers.barangay).fill(name);
    // The name travels in the address's hash, never to a server, and nothing is stored.
    await expect(page).toHaveURL(new RegExp(`#barangay=San(\\+|%20)Isidro$`));
    expect(
      await page.evaluate(() => [localStorage.length, sessionStorage.getItem("brisk:plan-finder")]),
    ).toEqual([0, null]);

    await page.getByRole("link", { name: t.pageNames()[`councilTemplates`].title, exact: true }).click();
    await expect(page.getByLabel(ui.papers.barangay)).toHaveValue(name);
    await expect(page.locator("#resolution")).toContainText(`Barangay ${name}`);
    await expect(
      page.getByRole("textbox", { name: t.sections("councilTemplates").plainText.label }),
    ).toHaveValue(new RegExp(`Barangay ${name}`));

    await openPage(
      page,
      `${pathIn(pages.planSheet.path, lang)}?plan=barangay-rural#barangay=${encodeURIComponent(name)}`,
    );
    const chosen = page.getByRole("region", {
      name: t.sections("planSheet", { ...fillTokensOf(...planSheetBlanks), plansUrl: "", plansUrlSet: "no" })
        .sheet.chosen.title,
    });
    for (const value of [name, String(rural.planTitle), String(rural.yearPrice), String(rural.yearPeriods)])
      await expect(chosen).toContainText(value);

    await openPage(page, `${pathIn(pages.quotation.path, lang)}#barangay=${encodeURIComponent(name)}`);
    await expect(page.getByRole("article")).toContainText(name);

    await openPage(page, `${pathIn(pages.poster.path, lang)}#barangay=${encodeURIComponent(name)}`);
    await page
      .getByLabel(formatTemplate(ui.papers.hotlines, { lines: String(HOTLINE_LINES) }, langInfo[lang].code))
      .fill("Barangay hall: 0917\nBDRRMO: 0918\nPolice: 0919\nFire: 0920");
    const poster = page.locator('[data-slot="poster-sheet"]');
    await expect(poster).toContainText(`Barangay ${name}`);
    await expect(poster).toContainText("Police: 0919");
    // Room for three lines only; the field keeps the fourth.
    await expect(poster).not.toContainText("Fire: 0920");
    await page.emulateMedia({ media: "print" });
    expect((await readPdf(await page.pdf({ preferCSSPageSize: true }))).pages).toBe(1);
  });
}

// A kit step's link leads to a section of a paper (#resolution), and the name typed over the kit
// travels in the same hash: the link must reach the section, and the name the paper.
test("a kit step's link reaches its section of the templates with the name typed, and the English resolution's link keeps the name, in each language", async ({
  page,
}) => {
  const name = "San Isidro";
  const sectionInView = (id: string) => expectInViewClearOfHeader(page, page.locator(`#${id}`), `#${id}`);
  for (const lang of langs) {
    await test.step(lang, async () => {
      const t = translationOf(words, lang);
      const { steps } = t.sections("barangayKit");
      const ui = t.shared("ui");
      await openPage(page, pathIn(pages.barangayKit.path, lang));
      // Nothing typed: a plain #id, which the browser follows.
      await page.getByRole("link", { name: steps.budget.link! }).click();
      await sectionInView("procurement-line");

      await openPage(page, pathIn(pages.barangayKit.path, lang));
      await page.getByLabel(ui.papers.barangay).fill(name);
      await page.getByRole("link", { name: steps.council.link! }).click();
      await expect(page).toHaveURL(/#resolution&barangay=San\+Isidro$/);
      await sectionInView("resolution");
      await expect(page.locator("#resolution")).toContainText(`Barangay ${name}`);

      if (lang === defaultLang) return;
      const templates = t.sections("councilTemplates", fillTokensOf("barangay"));
      await page.getByRole("link", { name: templates.twin.title, exact: true }).click();
      await sectionInView("resolution-en");
      await expect(page).toHaveURL(/#resolution-en&barangay=San\+Isidro$/);
      await page.reload();
      await expect(page.locator("#resolution-en")).toContainText(`Barangay ${name}`);
    });
  }
});

for (const lang of langs.filter((each) => each !== defaultLang)) {
  test(`${lang}: the council templates offer the resolution in English beside their own, printed alone from its own button on one A4 sheet`, async ({
    page,
  }) => {
    // It prints PDFs, which on a loaded machine took seconds each: three times the usual time.
    test.slow();
    const templates = translationOf(words, lang).sections("councilTemplates", fillTokensOf("barangay"));
    const english = translationOf(words, defaultLang).sections("councilTemplates", fillTokensOf("barangay"));
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { __printing?: string }).__printing = document.documentElement.dataset.printing;
      };
    });
    await openPage(page, pathIn(pages.councilTemplates.path, lang));
    const twin = page.locator('[lang="en"]').filter({ hasText: english.resolution.title });
    await expect(twin).toContainText(withBlanks(english.resolution.lines[11]!));
    await page.getByRole("button", { name: templates.twin.print }).click();
    expect(await page.evaluate(() => (window as unknown as { __printing?: string }).__printing)).toBe("twin");

    await page.evaluate(() => (document.documentElement.dataset.printing = "twin"));
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { name: templates.resolution.title, exact: true })).toBeHidden();
    await expect(twin.getByRole("heading", { name: english.resolution.title })).toBeVisible();
    expect((await readPdf(await page.pdf({ preferCSSPageSize: true }))).pages).toBe(1);
  });
}
