import { cardsOf } from "./cards-of";
import { axeAtBothWidths, expect, NO_VIOLATIONS, openPage, test } from "./helpers";
import { readWords } from "../src/i18n/read-words";
import { translationOf } from "../src/i18n/translations";

const featureCards = cardsOf.features!.fil;
const ui = translationOf(readWords(), "fil").shared("ui");

// The site in Filipino (issue 18): a card's dialog opened by its id. Every page's lang, title,
// hreflang links and words (no English left): e2e/built/; axe on every page: pages.spec.ts; the
// not-found answer: server/server.test.mjs, its page: e2e/built/ and routes.spec.ts; coming soon:
// home.spec.ts. The contact form in every language, its error summary under axe: the engines'
// journeys (e2e/engines/journeys.ts); its counter and captcha in every language: contact.spec.ts.

// The switcher itself (the header's chooser, the footer, a card's dialog, and back), in all three
// engines: e2e/engines/journeys.ts.
test("a Filipino card's dialog, as the switcher opens it, has no axe violations", async ({ page }) => {
  const filipino = featureCards[1]!;
  await openPage(page, `/fil/features?modal=content&card=${filipino.id}`);
  const dialog = page.getByRole("dialog", { name: filipino.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(filipino.description);
  // The corner's × and the Close that ends the text, both in Filipino.
  await expect(dialog.getByRole("button", { name: ui.dialogClose })).toHaveCount(2);
  await expect(dialog.getByRole("button", { name: ui.dialogClose }).first()).toBeVisible();
  await expect(page).toHaveURL(
    `/fil/features?${new URLSearchParams({ modal: "content", title: filipino.title })}`,
  );
  expect(await axeAtBothWidths(page)).toEqual(NO_VIOLATIONS);
});
