import type { Lang } from "../src/content/langs";
import type { PageId } from "../src/content/pages";
import type { Card, ContentBlock } from "../src/content/types";
import { cardsIn } from "../src/i18n/card-words";
import { readWords } from "../src/i18n/read-words";

/** Every words file, as the build reads them. */
export const words = readWords();

/** The cards of each page with cards, in each language, from the content modules and the words files. */
export const cardsOf: Partial<Record<PageId, Record<Lang, readonly Card[]>>> = {
  home: { en: cardsIn(words, "home", "en"), fil: cardsIn(words, "home", "fil") },
  features: { en: cardsIn(words, "features", "en"), fil: cardsIn(words, "features", "fil") },
  agencies: { en: cardsIn(words, "agencies", "en"), fil: cardsIn(words, "agencies", "fil") },
  plans: { en: cardsIn(words, "plans", "en"), fil: cardsIn(words, "plans", "fil") },
  about: { en: cardsIn(words, "about", "en"), fil: cardsIn(words, "about", "fil") },
  faqs: { en: cardsIn(words, "faqs", "en"), fil: cardsIn(words, "faqs", "fil") },
  terms: { en: cardsIn(words, "terms", "en"), fil: cardsIn(words, "terms", "fil") },
  privacy: { en: cardsIn(words, "privacy", "en"), fil: cardsIn(words, "privacy", "fil") },
};

/** Words every block of a full text starts with, as a reader sees them. */
export function firstWords(block: ContentBlock): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return block.text;
    case "list":
      return block.items[0] ?? "";
    case "table":
      return block.caption;
    case "link":
      return block.text;
    case "external":
      return block.lead;
  }
}
