import type { Card } from "~/content/types";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { cardButtonId } from "./card-ids";
import { CardFacts } from "./card-facts";
import { ContentBlocks } from "./content-blocks";

type CardDialogProps = {
  card: Card;
  onClose: () => void;
};

/** The full text of a card in a modal dialog. Loaded on demand: most visits never open one. */
export default function CardDialog({ card, onClose }: CardDialogProps) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        data-testid="card-dialog"
        onCloseAutoFocus={(event) => {
          // Back to the card's button, also when the dialog was opened by a link and no button had focus.
          event.preventDefault();
          document.getElementById(cardButtonId(card))?.focus();
        }}
      >
        <DialogTitle className="pr-12">{card.title}</DialogTitle>
        <DialogDescription>{card.description}</DialogDescription>
        {card.price || card.facts ? <CardFacts card={card} className="mt-4" /> : null}
        <div className="mt-6">
          <ContentBlocks blocks={card.fullContent} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
