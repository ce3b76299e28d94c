import { lazy, Suspense } from "react";
import type { Card } from "~/content/types";
import { useCardQuery } from "./use-card-query";

const loadCardDialog = () => import("./card-dialog");
const CardDialog = lazy(loadCardDialog);

/** Starts loading the dialog's code before it is needed (on hover or focus of a card's button). */
export function preloadCardDialog(): void {
  void loadCardDialog();
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
