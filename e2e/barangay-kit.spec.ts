import { paidBarangayPlans, QUOTATION_PERIODS } from "../src/content/barangay-kit-structure";
import { langs, pathIn } from "../src/content/langs";
import { pages } from "../src/content/pages";
import { formatTemplate } from "../src/lib/message-template";
import { formatPeso } from "../src/lib/numbers";
import { words } from "./cards-of";
import { axeAtBothWidths, expect, NO_VIOLATIONS, openPage, test } from "./helpers";
import { readPdf } from "./qr";
import { translationOf } from "../src/i18n/translations";

// The barangay kit's papers in a browser: each prints on one A4 sheet without the site's frame, and
// the quotation's script counts the chosen plan's periods and dates it. Their files and words
// without a browser: built/barangay-kit.test.ts.

const papers = [pages.barangayKit, pages.planSheet, pages.councilTemplates, pages.quotation] as const;

for (const lang of langs) {
  test(`${lang}: the kit and each of its papers print on one A4 sheet, without the header, footer or buttons`, async ({
    page,
  }) => {
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
        await page.emulateMedia({ media: "screen" });
      });
    }
  });
}

test("the quotation counts the chosen plan's periods, dates itself, keeps the choice in its address and says what is wrong with a number", async ({
  page,
}) => {
  const { form } = translationOf(words, "en").sections("quotation");
  const periodsError = formatTemplate(
    form.periodsError,
    { minPeriods: QUOTATION_PERIODS.fewest, maxPeriods: QUOTATION_PERIODS.most },
    "en",
  );
  await page.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => void ((window as unknown as { __prints: number }).__prints += 1);
  });
  await openPage(page, pages.quotation.path);
  const quotation = page.getByRole("article");
  const plan = paidBarangayPlans[2]!;
  const today = new Intl.DateTimeFormat("en-PH", { dateStyle: "long", timeZone: "Asia/Manila" }).format(
    new Date(),
  );
  await expect(quotation).toContainText(today);

  await page.getByLabel(form.plan).selectOption(plan.id);
  await page.getByLabel(form.periods).fill("3");
  const row = quotation.locator("tbody tr:visible");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatPeso(plan.pricePhp));
  await expect(row.locator("td").nth(1)).toHaveText("3");
  await expect(quotation.locator("tfoot td")).toHaveText(formatPeso(plan.pricePhp * 3));
  await expect(page).toHaveURL(new RegExp(`\\?plan=${plan.id}&periods=3$`));

  await test.step("a number out of range keeps the last good quotation and says why", async () => {
    const periods = page.getByLabel(form.periods);
    for (const wrong of [String(QUOTATION_PERIODS.most + 1), "0", "1.5", ""]) {
      await periods.fill(wrong);
      await expect(periods).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(periodsError)).toBeVisible();
      await expect(quotation.locator("tfoot td")).toHaveText(formatPeso(plan.pricePhp * 3));
    }
    expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
  });

  await test.step("its address opens the same quotation, and the button prints it", async () => {
    await openPage(page, `${pages.quotation.path}?plan=${paidBarangayPlans[0]!.id}&periods=12`);
    await expect(page.getByRole("article").locator("tfoot td")).toHaveText(
      formatPeso(paidBarangayPlans[0]!.pricePhp * 12),
    );
    await page
      .getByRole("button", { name: translationOf(words, "en").sections("quotation").controls.print })
      .click();
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  });
});
