import type { Card } from "~/content/types";

/** A legal page: its cards. Its effective date is a deploy setting (legal-details.ts). */
export type LegalDocument = {
  /** The sections of the document, each shown as a card with its full text in a dialog. */
  cards: Card[];
};
