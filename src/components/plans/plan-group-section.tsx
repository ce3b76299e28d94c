import type { ReactNode } from "react";
import { CardGrid } from "~/components/content-card/card-grid";
import { NextStepBox } from "~/components/next-steps/next-steps";
import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import type { PlanGroup } from "~/content/types";
import type { Card as PageCard } from "~/content/types";

type PlanGroupSectionProps = {
  group: PlanGroup & { cards: readonly PageCard[] };
  isFirstOnPage?: boolean;
  /** The table that compares the group's plans. */
  comparison: ReactNode;
  /** Shown after the comparison, before the cards, e.g. the barangay plan finder. */
  children?: ReactNode;
};

/**
 * One group of plans: the table that compares them first (price, points, days at a glance), then
 * its cards, each with its dialog, and the next step.
 */
export function PlanGroupSection({
  group,
  isFirstOnPage = false,
  comparison,
  children,
}: PlanGroupSectionProps) {
  return (
    <section id={group.id} aria-labelledby={`section-${group.id}`} className="scroll-mt-20">
      <h2 id={`section-${group.id}`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {group.title}
      </h2>
      {group.intro ? <p className="mt-2 max-w-3xl text-lg text-slate-600">{group.intro}</p> : null}
      <div className="mt-6">{comparison}</div>
      {children}
      <CardGrid cards={group.cards} headingLevel={3} isFirstOnPage={isFirstOnPage} className="mt-10" />
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
