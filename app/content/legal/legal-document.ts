import type { Card } from "~/content/types";

/** A legal page: its cards and the date the text was last changed. */
export type LegalDocument = {
  /** When the text was last changed, as an ISO date or, where only that is known, a year. */
  lastUpdated: string;
  /** The sections of the document, each shown as a card with its full text in a dialog. */
  cards: Card[];
};
