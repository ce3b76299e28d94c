import type { ContentBlock, FullContent } from "~/content/types";

const loads = new WeakMap<() => Promise<readonly ContentBlock[]>, Promise<readonly ContentBlock[]>>();

/**
 * A card's full text as a promise, loaded once: a text in the page's script resolves at once, a
 * loader is called the first time only (pointing at the card's button starts it early).
 */
export function loadFullContent(content: FullContent): Promise<readonly ContentBlock[]> {
  if (typeof content !== "function") return Promise.resolve(content);
  let load = loads.get(content);
  if (!load) {
    load = content();
    // A failed load is tried again next time, not remembered.
    load.catch(() => loads.delete(content));
    loads.set(content, load);
  }
  return load;
}
