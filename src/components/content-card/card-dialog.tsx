import type { ReactNode } from "react";
import { Dialog, DialogDescription, DialogEnd, DialogTitle } from "~/components/ui/dialog";
import { LanguageLinks } from "~/components/layout/language-switcher";
import { useUiText } from "~/site/ui-text";
import { CARD_DIALOG_DATA } from "~/site/card-query";
import type { Card as PageCard } from "~/content/types";
import { cardDialogId } from "./card-ids";
import { CardFacts } from "./card-facts";

type CardDialogProps = {
  card: PageCard;
  /** The card's text: its Markdown as Astro renders it (i18n/card-body.ts), or none where `card.text` is its one sentence. */
  children?: ReactNode;
  /** What follows the text: a paid barangay plan's next steps. */
  after?: ReactNode;
};

/**
 * A card's full text in a modal dialog. It is in the page's HTML, closed, so search engines and
 * readers without JavaScript have every word; its card's button opens it with no script at all.
 * The page module draws it into its card (content-card/card-grid.astro).
 */
export function CardDialog({ card, children, after }: CardDialogProps) {
  const ui = useUiText();
  const id = cardDialogId(card);
  return (
    <Dialog
      id={id}
      closeLabel={ui.dialogClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      {...{ [CARD_DIALOG_DATA.id]: card.id }}
    >
      <DialogTitle id={`${id}-title`}>{card.title}</DialogTitle>
      <DialogDescription id={`${id}-description`}>{card.description}</DialogDescription>
      {card.price || card.facts ? <CardFacts card={card} className="mt-4" /> : null}
      {/* A plan card's text, from its group's template, is one sentence. */}
      <div className="card-text mt-6">{card.text ? <p>{card.text}</p> : children}</div>
      {after}
      {/* The page behind is out of reach while the dialog is open, so its switcher is here too,
       * beside the Close that ends a text however long. */}
      <DialogEnd closeLabel={ui.dialogClose}>
        <LanguageLinks className="boxed-link" />
      </DialogEnd>
    </Dialog>
  );
}
