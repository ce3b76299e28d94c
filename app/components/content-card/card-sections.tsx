import type { CardSection } from "~/content/types";
import { CardGrid } from "./card-grid";

/** Titled groups of cards (h2 per group, h3 per card), e.g. the plans page's three groups. */
export function CardSections({ sections }: { sections: readonly CardSection[] }) {
  return (
    <div className="space-y-16">
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2
            id={`section-${section.id}`}
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {section.title}
          </h2>
          {section.intro ? <p className="mt-2 max-w-3xl text-lg text-slate-600">{section.intro}</p> : null}
          <CardGrid cards={section.cards} headingLevel={3} isFirstOnPage={index === 0} className="mt-8" />
        </section>
      ))}
    </div>
  );
}
