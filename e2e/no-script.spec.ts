import { byLang, langs } from "../src/content/langs";
import { readWords } from "../src/i18n/read-words";
import { cardsOf, cardTextOf, firstWords } from "./cards-of";
import { expect, PAGES_IN_EVERY_LANGUAGE, requestsToOtherSites, test } from "./helpers";
import { translationOf } from "../src/i18n/translations";

// With JavaScript off, a card's button opens its dialog and the dialog's close button closes it:
// HTML's own dialogs and invoker commands, here in Chromium. That every card's full text is in its
// dialog in the HTML, on every page and in both languages, is read from the built files
// (e2e/built/); here one card of each page, in turn in each language, is opened as a reader would.
// The contact form cannot work without script: its page says so and gives the email instead.

const ui = byLang((lang) => translationOf(readWords(), lang).shared("ui"));
// Each page with cards once, in each language by turns: the mechanism is the same in all.
const cardPageIds = [
  ...new Set(PAGES_IN_EVERY_LANGUAGE.filter((page) => cardsOf[page.id]).map((page) => page.id)),
];
const CARD_PAGES = cardPageIds.map((id, index) =>
  PAGES_IN_EVERY_LANGUAGE.find((page) => page.id === id && page.lang === langs[index % langs.length])!,
);

test.use({ javaScriptEnabled: false });

// One tab goes from page to page, as a reader without JavaScript would: each page a step.
test("without JavaScript a card's dialog opens and closes on each page with cards, and the contact page gives its email instead of the form", async ({
  page: tab,
}) => {
  const outside = requestsToOtherSites(tab, test.info().project.use.baseURL!);
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
      const [first] = cardTextOf(page.id, page.lang, card);
      if (first) await expect(dialog).toContainText(firstWords(first));
      // The Close that ends its text (the corner's × is the first of the two): a form of method
      // "dialog", which needs no script.
      await dialog.getByRole("button", { name: ui[page.lang].dialogClose }).last().click();
      await expect(dialog).toBeHidden();
    });
  }

  await test.step("/contact: the email instead of the form", async () => {
    await tab.goto("/contact");
    await expect(tab.getByTestId("splash-screen")).toBeHidden({ timeout: 5000 });
    const details = tab.getByRole("region", { name: "Other ways to reach us" });
    await expect(details).toBeVisible();
    await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    // Playwright's text matching skips <noscript>, so the notice is found by place, then read.
    const needsJavaScript = tab.locator("form noscript p");
    await expect(needsJavaScript).toBeVisible();
    await expect(needsJavaScript).toContainText("The contact form needs JavaScript");
    await expect(needsJavaScript.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(tab.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    // Nothing typed could be sent, so nothing can be typed.
    await expect(tab.getByLabel("Your name")).toBeDisabled();
    await expect(tab.getByRole("button", { name: "Send message" })).toBeDisabled();
  });
  // Without script no page asks another site for anything, the contact page's captcha included.
  expect(outside).toEqual([]);
});
