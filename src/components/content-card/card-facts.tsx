import type { Card } from "~/content/types";
import { cn } from "~/lib/cn";
import { useUiText } from "~/site/ui-text";

/** A card's price and facts (points, validity), shown on the card and in its dialog. */
export function CardFacts({ card, className }: { card: Pick<Card, "price" | "facts">; className?: string }) {
  const text = useUiText().card;
  return (
    <div className={cn("space-y-3", className)}>
      {card.price ? (
        <p className="text-3xl font-bold tracking-tight text-brand-700">
          <span className="sr-only">{`${text.price} `}</span>
          {card.price}
        </p>
      ) : null}
      {card.facts?.length ? (
        <dl className="grid grid-cols-2 gap-3">
          {card.facts.map((fact) => (
            <div key={fact.label} className="rounded-lg bg-brand-50 px-3 py-2">
              <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{fact.label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
