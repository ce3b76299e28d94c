import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { Card } from "~/content/types";
import { useIsHydrated } from "~/lib/use-is-hydrated";
import { CARD_QUERY } from "~/site/card-query";
import { setOpenCardId } from "~/site/open-card";

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
  params.delete(CARD_QUERY.card);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * The card the query asks for, if any. The title (or the switcher's card id) must equal a card's
 * exactly; anything else (unknown, hostile, oversized) opens nothing.
 */
export function findQueriedCard<T extends Pick<Card, "title" | "id">>(
  params: URLSearchParams,
  cards: readonly T[],
): T | undefined {
  if (params.get(CARD_QUERY.modal) !== CARD_QUERY.modalValue) return undefined;
  const title = params.get(CARD_QUERY.title);
  if (title) return cards.find((card) => card.title === title);
  const id = params.get(CARD_QUERY.card);
  return id ? cards.find((card) => card.id === id) : undefined;
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
export function useCardQuery<T extends Pick<Card, "title" | "id">>(
  cards: readonly T[],
): { openCard: T | undefined; close: () => void } {
  const isHydrated = useIsHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openCard = isHydrated ? findQueriedCard(searchParams, cards) : undefined;
  const isById = Boolean(openCard && !searchParams.has(CARD_QUERY.title));

  useEffect(() => {
    setOpenCardId(openCard?.id);
    return () => setOpenCardId(undefined);
  }, [openCard?.id]);

  // Arrived by the switcher's card id: show this language's title in the URL, as the site's own links do.
  useEffect(() => {
    if (!isById || !openCard) return;
    navigate(
      {
        search: cardSearch(new URLSearchParams(searchWithoutCard(searchParams)), openCard.title),
        hash: location.hash,
      },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [isById, openCard, searchParams, navigate, location.hash, location.state]);

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
