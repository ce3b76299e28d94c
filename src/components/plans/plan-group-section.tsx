import type { ReactNode } from "react";
import { NextStepBox } from "~/components/next-steps/next-steps";
import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import { DataTable } from "~/components/ui/data-table";
import type { PlanGroup, TableBlock } from "~/content/types";

type PlanGroupSectionProps = {
  group: Omit<PlanGroup, "cards">;
  /** The table that compares the group's plans. */
  comparison: TableBlock;
  /** A line under the table, e.g. how the barangay plans' table counts a year. */
  note?: string | undefined;
  /** Shown after the comparison, before the cards, e.g. the barangay plan finder. */
  children?: ReactNode;
  /** The group's grid of cards, each with its dialog (content-card/card-grid.astro, a slot of plans.astro). */
  cards: ReactNode;
};

/**
 * One group of plans: the table that compares them first (price, points, days at a glance), then
 * its cards, each with its dialog, and the next step.
 */
export function PlanGroupSection({ group, comparison, note, children, cards }: PlanGroupSectionProps) {
  return (
    <section id={group.id} aria-labelledby={`section-${group.id}`} className="scroll-mt-20">
      <h2 id={`section-${group.id}`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {group.title}
      </h2>
      {group.intro ? <p className="mt-2 max-w-3xl text-lg text-slate-600">{group.intro}</p> : null}
      <div className="mt-6">
        <DataTable {...comparison} />
      </div>
      {note ? <p className="mt-3 max-w-3xl text-sm text-slate-600">{note}</p> : null}
      {children}
      {cards}
      {group.guide ? (
        <p className="mt-10">
          <SiteLink to={group.guide.to} className={standaloneLinkClass}>
            {group.guide.text}
          </SiteLink>
        </p>
      ) : null}
      <NextStepBox step={group.nextStep} className="mt-10" />
    </section>
  );
}
