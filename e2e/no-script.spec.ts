import { sharedIn } from "../src/i18n/card-words";
import { readWords } from "../src/i18n/read-words";
import { cardsOf, firstWords } from "./cards-of";
import { expect, PAGES_IN_EVERY_LANGUAGE, test } from "./helpers";

// With JavaScript off, a card's button opens its dialog and the dialog's close button closes it:
// HTML's own dialogs and invoker commands, here in Chromium. That every card's full text is in its
// dialog in the HTML, on every page and in both languages, is read from the built files
// (e2e/built/); here one card of each page, in turn in each language, is opened as a reader would.

const ui = { en: sharedIn(readWords(), "ui", "en"), fil: sharedIn(readWords(), "ui", "fil") };
// Each page with cards once, in English and Filipino by turns: the mechanism is the same in both.
const cardPageIds = [
  ...new Set(PAGES_IN_EVERY_LANGUAGE.filter((page) => cardsOf[page.id]).map((page) => page.id)),
];
const CARD_PAGES = cardPageIds.map((id, index) =>
  PAGES_IN_EVERY_LANGUAGE.find((page) => page.id === id && page.lang === (index % 2 ? "fil" : "en"))!,
);

test.use({ javaScriptEnabled: false });

// One tab goes from page to page, as a reader without JavaScript would: each page a step.
test("a card's dialog opens and closes without JavaScript, on each page with cards", async ({
  page: tab,
}) => {
  // Without script the splash shows on every page and lifts by CSS alone after two seconds
  // (splash.spec.ts times it); here it runs twenty times faster, to get to the cards.
  const devtools = await tab.context().newCDPSession(tab);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 20 });

  for (const [index, page] of CARD_PAGES.entries()) {
    const cards = cardsOf[page.id]![page.lang];
    // A different card on each page, so that first, middle and last cards are all tried.
    const card = cards[index % cards.length]!;
    await test.step(`${page.path}: ${card.title}`, async () => {
      await tab.goto(page.path);
      await expect(tab.getByTestId("splash-screen")).toBeHidden({ timeout: 5000 });
      const buttonText = card.buttonText ?? ui[page.lang].card.readMore;
      await tab.getByRole("button", { name: `${buttonText}: ${card.title}`, exact: true }).click();
      const dialog = tab.getByRole("dialog", { name: card.title, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(card.description);
      const [first] = card.fullContent;
      if (first) await expect(dialog).toContainText(firstWords(first));
      await dialog.getByRole("button", { name: ui[page.lang].dialogClose }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
