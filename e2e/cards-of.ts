import { byLang, type Lang } from "../src/content/langs";
import type { PageId } from "../src/content/pages";
import type { Card, ContentBlock } from "../src/content/types";
import { cardsIn } from "../src/i18n/card-words";
import { readWords } from "../src/i18n/read-words";

/** Every words file, as the build reads them. */
export const words = readWords();

/** The cards of each page with cards, in each language, from the content modules and the words files. */
export const cardsOf: Partial<Record<PageId, Record<Lang, readonly Card[]>>> = {
  home: byLang((lang) => cardsIn(words, "home", lang)),
  features: byLang((lang) => cardsIn(words, "features", lang)),
  agencies: byLang((lang) => cardsIn(words, "agencies", lang)),
  plans: byLang((lang) => cardsIn(words, "plans", lang)),
  about: byLang((lang) => cardsIn(words, "about", lang)),
  faqs: byLang((lang) => cardsIn(words, "faqs", lang)),
  terms: byLang((lang) => cardsIn(words, "terms", lang)),
  privacy: byLang((lang) => cardsIn(words, "privacy", lang)),
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
