import type { Lang } from "../src/content/langs";
import type { PageId } from "../src/content/pages";
import type { Card, ContentBlock } from "../src/content/types";
import * as aboutEn from "../src/content/about";
import * as aboutFil from "../src/content/about.fil";
import * as agenciesEn from "../src/content/agencies";
import * as agenciesFil from "../src/content/agencies.fil";
import * as faqsEn from "../src/content/faqs";
import * as faqsFil from "../src/content/faqs.fil";
import * as featuresEn from "../src/content/features";
import * as featuresFil from "../src/content/features.fil";
import * as homeEn from "../src/content/home";
import * as homeFil from "../src/content/home.fil";
import * as privacyEn from "../src/content/legal/privacy";
import * as privacyFil from "../src/content/legal/privacy.fil";
import * as termsEn from "../src/content/legal/terms";
import * as termsFil from "../src/content/legal/terms.fil";
import * as plansEn from "../src/content/plans";
import * as plansFil from "../src/content/plans.fil";
import { ui as uiEn } from "../src/content/ui";
import { ui as uiFil } from "../src/content/ui.fil";
import { expect, PAGES_IN_EVERY_LANGUAGE, test } from "./helpers";

// With JavaScript off, every card's full text is in the page and its button opens it: the dialogs
// are HTML's own, opened and closed by invoker commands. Card by card, on every page, in both
// languages; the accessibility statement promises it.

const cardsOf: Partial<Record<PageId, Record<Lang, readonly Card[]>>> = {
  home: { en: homeEn.homeContent.whyChoose.cards, fil: homeFil.homeContent.whyChoose.cards },
  features: { en: featuresEn.featureCards, fil: featuresFil.featureCards },
  agencies: { en: agenciesEn.agencyCards, fil: agenciesFil.agencyCards },
  plans: { en: plansEn.planCards, fil: plansFil.planCards },
  about: { en: aboutEn.aboutCards, fil: aboutFil.aboutCards },
  faqs: { en: faqsEn.faqCards, fil: faqsFil.faqCards },
  terms: { en: termsEn.termsDocument.cards, fil: termsFil.termsDocument.cards },
  privacy: { en: privacyEn.privacyDocument.cards, fil: privacyFil.privacyDocument.cards },
};
const ui = { en: uiEn, fil: uiFil };

/** Words every block of a full text starts with, as a reader sees them. */
function firstWords(block: ContentBlock): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return block.text;
    case "list":
      return block.items[0] ?? "";
    case "table":
      return block.caption;
    case "link":
      return block.text;
    case "external":
      return block.lead;
  }
}

test.use({ javaScriptEnabled: false });

for (const page of PAGES_IN_EVERY_LANGUAGE) {
  const cards = cardsOf[page.id]?.[page.lang];
  if (!cards) continue;
  test(`${page.path} shows every card's full text without JavaScript`, async ({ page: tab }) => {
    test.setTimeout(60_000);
    // Without script the splash shows on every page and lifts by CSS alone after two seconds
    // (splash.spec.ts times it); here it runs twenty times faster, to get to the cards.
    const devtools = await tab.context().newCDPSession(tab);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 20 });
    await tab.goto(page.path);
    await expect(tab.getByTestId("splash-screen")).toBeHidden({ timeout: 5000 });
    for (const card of cards) {
      const fullText = typeof card.fullContent === "function" ? await card.fullContent() : card.fullContent;
      const buttonText = card.buttonText ?? ui[page.lang].card.readMore;
      await tab.getByRole("button", { name: `${buttonText}: ${card.title}`, exact: true }).click();
      const dialog = tab.getByRole("dialog", { name: card.title, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(card.description);
      for (const block of fullText) await expect(dialog).toContainText(firstWords(block));
      await dialog.getByRole("button", { name: ui[page.lang].dialogClose }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
