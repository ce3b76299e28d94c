import type { Card, ContentBlock } from "~/content/types";

/** A card as a page draws it: its full text at hand, since every dialog is in the page's HTML. */
export type PageCard = Omit<Card, "fullContent"> & { fullContent: readonly ContentBlock[] };

/**
 * The cards with their full texts, for the build: a page whose dialogs hold much text keeps them
 * in a module of its own (e.g. faqs.full.ts), which this loads.
 */
export async function withFullTexts(cards: readonly Card[]): Promise<PageCard[]> {
  return Promise.all(
    cards.map(async (card) => ({
      ...card,
      fullContent: typeof card.fullContent === "function" ? await card.fullContent() : card.fullContent,
    })),
  );
}
