import type { Card as PageCard } from "~/content/types";
import { cn } from "~/lib/cn";
import { ContentCard } from "./content-card";

type CardGridProps = {
  cards: readonly PageCard[];
  headingLevel?: 2 | 3;
  /** Whether the grid's first card is likely in view when the page opens. */
  isFirstOnPage?: boolean;
  className?: string;
};

/** Cards in a responsive grid: one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ cards, headingLevel = 2, isFirstOnPage = false, className }: CardGridProps) {
  return (
    // Safari drops list semantics from lists styled without bullets unless the role is explicit.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ContentCard card={card} headingLevel={headingLevel} isPriority={isFirstOnPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
