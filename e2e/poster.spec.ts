import { readWords } from "../src/i18n/read-words";
import { expect, openPage, test } from "./helpers";
import { decodeQrPng, googlePlaySetting, MIN_QR_MM, readPdf } from "./qr";
import { translationOf } from "../src/i18n/translations";

const words = readWords();
const posterText = translationOf(words, "en").sections("poster");
const filipinoPosterText = translationOf(words, "fil").sections("poster");

/** CSS pixels per millimetre: 96 to the inch. */
const PX_PER_MM = 96 / 25.4;
/** A4 at 96 pixels to the inch, as the browser lays out a printed sheet. */
const A4_PX = { width: Math.round(210 * PX_PER_MM), height: Math.round(297 * PX_PER_MM) };

test.describe("the poster page", () => {
  test("shows the poster with its QR code, which holds exactly the Google Play setting, and prints it from its button", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __prints: number }).__prints = 0;
      window.print = () => void ((window as unknown as { __prints: number }).__prints += 1);
    });
    await openPage(page, "/poster");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poster for Your Barangay");
    for (const landmark of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(landmark)).toHaveCount(1);
    }
    const sheet = page.locator('[data-slot="poster-sheet"]');
    await expect(sheet).toContainText(`${posterText.emergency.lead} ${posterText.emergency.call}`);
    // Each step shows its number before it.
    await expect(sheet.getByRole("listitem")).toHaveText([
      ...posterText.steps.items.map((step, index) => `${index + 1}${step}`),
      ...posterText.categories.items,
    ]);
    await expect(sheet.getByText(posterText.scan.store)).toBeVisible();

    const qr = sheet.getByRole("img", { name: posterText.scan.qrAlt });
    await expect(qr).toHaveJSProperty("complete", true);
    const decoded = await decodeQrPng(await qr.screenshot());
    expect(decoded?.text).toBe(googlePlaySetting);

    // The print button opens the browser's print dialog.
    const button = page.getByRole("button", { name: posterText.controls.print });
    await expect(button).toBeEnabled();
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  });

  for (const [path, text] of [
    ["/poster", posterText],
    ["/fil/poster", filipinoPosterText],
  ] as const) {
    test(`${path} prints as one A4 sheet: no header, footer or controls, nothing cut off, the code over 4 cm`, async ({
      page,
    }) => {
      // It prints PDFs, which on a loaded machine took seconds each: three times the usual time.
      test.slow();
      await page.setViewportSize(A4_PX);
      await openPage(page, path);
      await page.emulateMedia({ media: "print" });

      for (const frame of [
        page.getByRole("banner"),
        page.getByRole("contentinfo"),
        page.getByTestId("splash-screen"),
      ]) {
        await expect(frame).toBeHidden();
      }
      await expect(page.getByRole("button", { name: text.controls.print })).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeHidden();

      const sheet = page.locator('[data-slot="poster-sheet"]');
      const box = await sheet.boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.y).toBe(0);
      expect(Math.abs((box?.width ?? 0) - 210 * PX_PER_MM)).toBeLessThan(1);
      expect(Math.abs((box?.height ?? 0) - 297 * PX_PER_MM)).toBeLessThan(1);
      // Every element lies inside the sheet, and the sheet has no hidden overflow.
      const outside = await sheet.evaluate((element) => {
        const edge = element.getBoundingClientRect();
        const cut = [...element.querySelectorAll("*")].filter((child) => {
          const rect = child.getBoundingClientRect();
          return (
            rect.bottom > edge.bottom + 0.5 || rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5
          );
        });
        return {
          cut: cut.map((child) => child.textContent),
          overflow: element.scrollHeight - element.clientHeight,
        };
      });
      expect(outside).toEqual({ cut: [], overflow: 0 });

      const qr = sheet.getByRole("img", { name: text.scan.qrAlt });
      const decoded = await decodeQrPng(await qr.screenshot());
      expect(decoded?.text).toBe(googlePlaySetting);
      expect((decoded?.widthPx ?? 0) / PX_PER_MM).toBeGreaterThanOrEqual(MIN_QR_MM);

      // Chromium's own print to PDF, with the page's CSS page size: one A4 page.
      const printed = await readPdf(await page.pdf({ preferCSSPageSize: true }));
      expect(printed.pages).toBe(1);
      expect([Math.round(printed.width), Math.round(printed.height)]).toEqual([595, 842]);
    });
  }
});
