import { useEffect, useState } from "react";
import type { Card, ContentBlock } from "~/content/types";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { cardButtonId } from "./card-ids";
import { CardFacts } from "./card-facts";
import { ContentBlocks } from "./content-blocks";
import { loadFullContent } from "./full-content";
import { boxedSwitcherClass, LanguageSwitcher } from "~/components/layout/language-switcher";
import { useUiText } from "~/site/ui-text";

type Text = { card: Card["id"]; blocks: readonly ContentBlock[] } | { card: Card["id"]; failed: true };

type CardDialogProps = {
  card: Card;
  onClose: () => void;
};

/** The full text of a card in a modal dialog. Loaded on demand: most visits never open one. */
export default function CardDialog({ card, onClose }: CardDialogProps) {
  const [text, setText] = useState<Text | null>(() =>
    typeof card.fullContent === "function" ? null : { card: card.id, blocks: card.fullContent },
  );
  useEffect(() => {
    let isCurrent = true;
    loadFullContent(card.fullContent).then(
      (blocks) => isCurrent && setText({ card: card.id, blocks }),
      () => isCurrent && setText({ card: card.id, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [card]);
  const ui = useUiText();
  const shown = text?.card === card.id ? text : null;

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        data-testid="card-dialog"
        closeLabel={ui.dialogClose}
        onCloseAutoFocus={(event) => {
          // Back to the card's button, also when the dialog was opened by a link and no button had focus.
          event.preventDefault();
          document.getElementById(cardButtonId(card))?.focus();
        }}
      >
        <DialogTitle className="pr-12">{card.title}</DialogTitle>
        <DialogDescription>{card.description}</DialogDescription>
        {card.price || card.facts ? <CardFacts card={card} className="mt-4" /> : null}
        <div className="mt-6" aria-busy={shown ? undefined : true}>
          {shown && "blocks" in shown ? <ContentBlocks blocks={shown.blocks} /> : null}
          {shown && "failed" in shown ? (
            <p role="alert" className="font-semibold text-slate-900">
              {ui.card.loadFailed}
            </p>
          ) : null}
        </div>
        {/* The page behind is out of reach while the dialog is open, so its switcher is here too. */}
        <p className="mt-8 border-t border-slate-200 pt-4 text-right">
          <LanguageSwitcher className={boxedSwitcherClass} />
        </p>
      </DialogContent>
    </Dialog>
  );
}
