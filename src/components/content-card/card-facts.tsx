import type { Card } from "~/content/types";
import { cn } from "~/lib/cn";
import { useUiText } from "~/site/ui-text";

/** A card's price and facts (points, validity), shown on the card and in its dialog. */
export function CardFacts({ card, className }: { card: Pick<Card, "price" | "facts">; className?: string }) {
  const text = useUiText().card;
  return (
    <div className={cn("space-y-3", className)}>
      {card.price ? (
        <p className="card-price">
          <span className="sr-only">{`${text.price} `}</span>
          {card.price}
        </p>
      ) : null}
      {card.facts?.length ? (
        <dl className="card-facts">
          {card.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
