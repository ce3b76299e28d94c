import { useSyncExternalStore } from "react";

// The id of the card whose dialog is open, for the language switcher: its link opens the same
// card in the other language, whose title (the URL's key) this page does not know.
let openCardId: string | undefined;
const listeners = new Set<() => void>();

/** Called by the page's dialog host as a card's dialog opens (its id) and closes (undefined). */
export function setOpenCardId(id: string | undefined): void {
  if (id === openCardId) return;
  openCardId = id;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The id of the card whose dialog is open, if any. */
export function useOpenCardId(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => openCardId,
    () => undefined,
  );
}
