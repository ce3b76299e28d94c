/**
 * Query parameters that open a card's dialog (SPEC section 2): ?modal=content&title={card title}.
 * The language switcher links with the card's id instead (`card`), since a page knows only its own
 * language's titles; the page then puts the title in its own language in the URL.
 */
export const CARD_QUERY = { modal: "modal", modalValue: "content", title: "title", card: "card" } as const;

/** The query that opens a card's dialog by its id, in either language (scripts/card-dialogs.ts). */
export function cardQueryFor(id: string): Record<string, string> {
  return { [CARD_QUERY.modal]: CARD_QUERY.modalValue, [CARD_QUERY.card]: id };
}

/**
 * The data attribute by which scripts/card-dialogs.ts finds a card's dialog from the URL; its title
 * is its heading's text (`h2`), not written again.
 */
export const CARD_DIALOG_DATA = { id: "data-card-id" } as const;
