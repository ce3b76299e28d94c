import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while the pre-rendered HTML is hydrated, true after. The pre-rendered page was made without
 * a query string or browser storage, so anything that depends on them waits until hydration is over.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
