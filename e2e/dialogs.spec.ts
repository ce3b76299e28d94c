import { cardButtonId } from "../src/components/content-card/card-ids";
import { ACCESSIBILITY_CHECKS } from "../src/content/constants";
import { langs, pathIn, type Lang } from "../src/content/langs";
import { pages, type PageId } from "../src/content/pages";
import type { Locator } from "@playwright/test";
import type { Card } from "../src/content/types";
import { translationOf } from "../src/i18n/translations";
import { cardsOf, cardTablesOf, cardTextOf, words } from "./cards-of";
import { axeViolations, expect, openPage, test } from "./helpers";
import { inViewAndOnTop, isAtEnd, scrollDialogToEnd, tablesCutIn } from "./tables";

// Card dialogs on a phone (issue 52): every table in a dialog fits it, each row its label and
// value pairs; the close button stays in view while the text scrolls, and the text ends with a
// Close. Opening and closing a dialog every way, its URL, history and focus, in all three engines:
// e2e/engines/journeys.ts. The tables on the pages, at 320 px: pages.spec.ts; the papers': barangay-kit.spec.ts.

/** A phone's widths: the narrowest the accessibility statement promises, and the one axe checks. */
const PHONE_WIDTHS = [ACCESSIBILITY_CHECKS.narrowestPx, ACCESSIBILITY_CHECKS.widthsPx[0]] as const;

type CardOnPage = { page: PageId; card: Card };

/** Every card of a language with its page, in the order of the pages with cards. */
const cardsIn = (lang: Lang): CardOnPage[] =>
  Object.entries(cardsOf).flatMap(([page, byLang]) =>
    byLang[lang].map((card) => ({ page: page as PageId, card })),
  );

/** How long a card's dialog reads: its title, summary and text, in characters. */
const lengthOf = ({ page, card }: CardOnPage, lang: Lang) =>
  [card.title, card.description, ...cardTextOf(page, lang, card)].join(" ").length;

/** A card's dialog by its address, as a link to it opens it. */
const addressOf = ({ page, card }: CardOnPage, lang: Lang) =>
  `${pathIn(pages[page].path, lang)}?${new URLSearchParams({ modal: "content", title: card.title })}`;

for (const lang of langs) {
  const ui = translationOf(words, lang).shared("ui");
  const withTables = cardsIn(lang).filter(({ page, card }) => cardTablesOf(page, lang, card).length);
  const longest = cardsIn(lang).reduce((long, next) =>
    lengthOf(next, lang) > lengthOf(long, lang) ? next : long,
  );

  test(`${lang}: every table in a card's dialog fits it at ${PHONE_WIDTHS.join(" and ")} px, and the close button stays in view`, async ({
    page,
  }) => {
    // The refund table of FAQ 15 is among them, in every language.
    expect(withTables.map(({ card }) => card.id)).toContain("faq-15");
    for (const found of withTables) {
      await test.step(`${found.page}: ${found.card.title}`, async () => {
        await openPage(page, addressOf(found, lang));
        const dialog = page.getByRole("dialog", { name: found.card.title, exact: true });
        await expect(dialog).toBeVisible();
        const close = dialog.getByRole("button", { name: ui.dialogClose }).first();
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 700 });
          await expect(dialog.getByRole("table")).toHaveCount(
            cardTablesOf(found.page, lang, found.card).length,
          );
          expect(await tablesCutIn(dialog), `columns outside the dialog at ${width} px`).toEqual([]);
          await scrollDialogToEnd(dialog);
          await expect.poll(() => isAtEnd(dialog)).toBe(true);
          expect(await inViewAndOnTop(close), `the close button at the end, ${width} px`).toBe(true);
          await dialog.evaluate((element) => element.scrollTo({ top: 0, behavior: "instant" }));
        }
        // axe with the refund table's dialog open, on a phone.
        if (found.card.id === "faq-15")
          for (const width of PHONE_WIDTHS) {
            await page.setViewportSize({ width, height: 700 });
            expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
          }
      });
    }
  });

  test(`${lang}: the longest dialog keeps its close button in view, ends with a Close that closes it, and Back closes it`, async ({
    page,
  }) => {
    const { card } = longest;
    const dialog = page.getByRole("dialog", { name: card.title, exact: true });
    const corner = dialog.getByRole("button", { name: ui.dialogClose }).first();
    const end = dialog.getByRole("button", { name: ui.dialogClose }).last();
    const cardButton = page.locator(`#${cardButtonId(card)}`);
    const pagePath = pathIn(pages[longest.page].path, lang);
    await openPage(page, pagePath);
    for (const width of PHONE_WIDTHS) {
      await test.step(`${width} px: ${card.title}`, async () => {
        await page.setViewportSize({ width, height: 700 });
        await cardButton.click();
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(addressOf(longest, lang).replaceAll("%20", "+"));
        expect(await inViewAndOnTop(corner), "the close button at the top").toBe(true);
        expect(await scrollDialogToEnd(dialog), "the text is longer than the screen").toBe(true);
        await expect.poll(() => isAtEnd(dialog)).toBe(true);
        expect(await inViewAndOnTop(corner), "the close button at the end").toBe(true);
        expect(await inViewAndOnTop(end), "the Close that ends the text").toBe(true);
        expect(await tablesCutIn(dialog)).toEqual([]);

        await end.click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(pagePath);
        await expect(cardButton).toBeFocused();

        await cardButton.click();
        await expect(dialog).toBeVisible();
        await page.goBack();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(pagePath);
      });
    }
  });
}

/** How a text's heading, list, list marker and link look, as the browser draws them. */
const looksOf = (text: Locator) =>
  text.evaluate((element) => {
    const style = (selector: string, pseudo?: string) =>
      getComputedStyle(element.querySelector(selector)!, pseudo);
    const [heading, list, link] = [style("h3"), style("ul, ol"), style("a")];
    return {
      heading: [heading.fontSize, heading.fontWeight, heading.color, heading.paddingTop],
      list: [list.listStyleType, list.paddingLeft, style("li", "::marker").color],
      link: [link.fontWeight, link.color, link.textDecorationLine, link.textUnderlineOffset],
    };
  });

// The words' plugin writes no classes (i18n/card-body.ts): a dialog text's looks are styles.css's
// `.card-text`, which the privacy policy's rights share (content-card/content-blocks.tsx).
test("a card's text draws its headings, lists and links by the stylesheet, as the privacy rights do", async ({
  page,
}) => {
  const en = translationOf(words, "en");
  const howToReport = en.cards("features").find((card) => card.id === "how-to-report")!;
  await openPage(page, "/features?modal=content&card=how-to-report");
  const dialog = await looksOf(page.getByRole("dialog", { name: howToReport.title }).locator(".card-text"));
  await openPage(page, "/privacy");
  const rights = await looksOf(
    page.getByRole("region", { name: en.sections("privacy").rights.title }).locator(".card-text"),
  );
  expect(dialog.heading).toEqual(["18px", "600", expect.any(String), "8px"]);
  expect(dialog.list).toEqual(["decimal", "24px", "rgb(27, 95, 201)"]);
  expect(dialog.link).toEqual(["600", "rgb(23, 78, 166)", "underline", "4px"]);
  expect(rights).toEqual({ ...dialog, list: ["disc", ...dialog.list.slice(1)] });
});
