import type { ReactNode } from "react";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { PlanGroupSection } from "~/components/plans/plan-group-section";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import type { PageId, PageWithText } from "~/content/pages";
import type { PlanGroupId } from "~/content/card-structure";
import type { PlanGroup } from "~/content/types";
import type { TableBlock } from "~/content/types";
import { DataTable } from "~/components/ui/data-table";
import type { Card as PageCard } from "~/content/types";
import { linkTo } from "~/site/links";

type PlansPageProps = {
  page: PageWithText;
  /** How incident points work, after the plans: its heading and paragraphs. */
  points: { id: string; title: string; intro: readonly string[] };
  /** The link to the page that lays out every first step. */
  moreLink: { page: PageId; label: string };
  groups: readonly (PlanGroup & { cards: readonly PageCard[] })[];
  /** The table that compares each group's plans. */
  comparisons: Readonly<Record<PlanGroupId, TableBlock>>;
  /** How the barangay plans' table counts a year, under it. */
  yearNote: string;
  /** The finder's anchor, which other pages link to (/plans#plan-finder). */
  finderId: string;
  /** The barangay plan finder, an island the page module hydrates. */
  finder: ReactNode;
};

/**
 * Plans and Pricing, in a buyer's order: the barangay plans compared (a year's cost included) and the
 * plan finder first, so a captain meets the prices and the choice at once; then their cards, the
 * other groups, and how incident points work.
 */
export function PlansPage({
  page,
  points,
  moreLink,
  groups,
  comparisons,
  yearNote,
  finderId,
  finder,
}: PlansPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="space-y-16">
        {groups.map((group, index) => (
          <PlanGroupSection
            key={group.id}
            group={group}
            isFirstOnPage={index === 0}
            comparison={<DataTable {...comparisons[group.id]} />}
          >
            {group.id === "barangay" ? (
              <>
                <p className="mt-3 max-w-3xl text-sm text-slate-600">{yearNote}</p>
                <div id={finderId} className="mt-10 scroll-mt-20">
                  {finder}
                </div>
              </>
            ) : null}
          </PlanGroupSection>
        ))}
        <section id={points.id} aria-labelledby={`${points.id}-title`} className="scroll-mt-20">
          <h2
            id={`${points.id}-title`}
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {points.title}
          </h2>
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-700">
            {points.intro.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
            <p>
              <SiteLink to={linkTo(moreLink.page)} className={textLinkClass}>
                {moreLink.label}
              </SiteLink>
            </p>
          </div>
        </section>
      </PageBody>
    </>
  );
}
