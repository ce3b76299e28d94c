import { lazy, Suspense } from "react";
import type { Card } from "~/content/types";
import { loadFullContent } from "./full-content";
import { useCardQuery } from "./use-card-query";

const loadCardDialog = () => import("./card-dialog");
const CardDialog = lazy(loadCardDialog);

/**
 * Starts loading the dialog's code, and the card's full text where it is a module of its own,
 * before they are needed (on hover or focus of a card's button).
 */
export function preloadCardDialog(card?: Pick<Card, "fullContent">): void {
  void loadCardDialog();
  if (card) loadFullContent(card.fullContent).catch(() => undefined);
}

/** Shows the dialog of whichever of `cards` the URL names; renders nothing otherwise. */
export function CardDialogHost({ cards }: { cards: readonly Card[] }) {
  const { openCard, close } = useCardQuery(cards);
  if (!openCard) return null;
  return (
    <Suspense fallback={null}>
      <CardDialog card={openCard} onClose={close} />
    </Suspense>
  );
}
