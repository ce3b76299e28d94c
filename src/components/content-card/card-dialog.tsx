import { Dialog, DialogDescription, DialogEnd, DialogTitle } from "~/components/ui/dialog";
import { LanguageLinks } from "~/components/layout/language-switcher";
import { useCardNext, useCardText, useUiText } from "~/site/ui-text";
import { CARD_DIALOG_DATA } from "~/site/card-query";
import type { Card as PageCard } from "~/content/types";
import { cardDialogId } from "./card-ids";
import { CardFacts } from "./card-facts";

/**
 * A card's full text in a modal dialog. It is in the page's HTML, closed, so search engines and
 * readers without JavaScript have every word; its card's button opens it with no script at all.
 */
export function CardDialog({ card }: { card: PageCard }) {
  const ui = useUiText();
  const id = cardDialogId(card);
  // Its Markdown as Astro rendered it (i18n/card-body.ts); a plan card's, from its group's template, is one sentence.
  const text = useCardText(card.id) ?? (card.text ? <p>{card.text}</p> : null);
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
      <div className="mt-6">
        <div className="card-text">{text}</div>
        {useCardNext(card.id)}
      </div>
      {/* The page behind is out of reach while the dialog is open, so its switcher is here too,
       * beside the Close that ends a text however long. */}
      <DialogEnd closeLabel={ui.dialogClose}>
        <LanguageLinks className="boxed-link" />
      </DialogEnd>
    </Dialog>
  );
}
