import type { Card } from "~/content/types";

/** The DOM id of a card's button, where focus returns when its dialog closes. */
export function cardButtonId(card: Pick<Card, "id">): string {
  return `card-button-${card.id}`;
}

/** The DOM id of a card's heading, which labels the card. */
export function cardTitleId(card: Pick<Card, "id">): string {
  return `card-title-${card.id}`;
}

/** The DOM id of a card's dialog, which its button opens (commandfor). */
export function cardDialogId(card: Pick<Card, "id">): string {
  return `card-dialog-${card.id}`;
}
