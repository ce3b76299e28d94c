import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Card } from "~/content/types";
import { useIsHydrated } from "~/lib/use-is-hydrated";

/** Query parameters that open a card's dialog (SPEC section 2): ?modal=content&title={card title}. */
const CARD_QUERY = { modal: "modal", modalValue: "content", title: "title" } as const;

/** Marks history entries the site itself pushed, so closing knows it can go back. */
type CardDialogState = { isCardDialogFromSite?: boolean };

/** The search string that opens the dialog of the card with this title, keeping other parameters. */
export function cardSearch(current: URLSearchParams, title: string): string {
  const params = new URLSearchParams(current);
  params.set(CARD_QUERY.modal, CARD_QUERY.modalValue);
  params.set(CARD_QUERY.title, title);
  return `?${params}`;
}

/** The search string with the dialog's parameters removed. */
export function searchWithoutCard(current: URLSearchParams): string {
  const params = new URLSearchParams(current);
  params.delete(CARD_QUERY.modal);
  params.delete(CARD_QUERY.title);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * The card the query asks for, if any. The title must equal a card's title exactly; anything
 * else (unknown, hostile, oversized) opens nothing.
 */
export function findQueriedCard<T extends Pick<Card, "title">>(
  params: URLSearchParams,
  cards: readonly T[],
): T | undefined {
  if (params.get(CARD_QUERY.modal) !== CARD_QUERY.modalValue) return undefined;
  const title = params.get(CARD_QUERY.title);
  if (!title) return undefined;
  return cards.find((card) => card.title === title);
}

/** Opens a card's dialog by pushing its query onto the history, without scrolling the page. */
export function useOpenCard(): (title: string) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (title) => {
    const state: CardDialogState = { isCardDialogFromSite: true };
    navigate({ search: cardSearch(searchParams, title) }, { preventScrollReset: true, state });
  };
}

/**
 * The card whose dialog the URL asks for, and how to close it: one step back when the site opened
 * it, or a replace without the parameters when the page was loaded with them (so closing never
 * leaves the site).
 */
export function useCardQuery<T extends Pick<Card, "title">>(
  cards: readonly T[],
): { openCard: T | undefined; close: () => void } {
  const isHydrated = useIsHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openCard = isHydrated ? findQueriedCard(searchParams, cards) : undefined;

  const close = () => {
    if ((location.state as CardDialogState | null)?.isCardDialogFromSite) {
      navigate(-1);
    } else {
      navigate(
        { pathname: location.pathname, search: searchWithoutCard(searchParams), hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return { openCard, close };
}
