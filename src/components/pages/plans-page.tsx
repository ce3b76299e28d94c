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
  intro: readonly string[];
  /** The link to the page that lays out every first step. */
  moreLink: { page: PageId; label: string };
  groups: readonly (PlanGroup & { cards: readonly PageCard[] })[];
  /** The table that compares each group's plans. */
  comparisons: Readonly<Record<PlanGroupId, TableBlock>>;
  /** The finder's anchor, which other pages link to (/plans#plan-finder). */
  finderId: string;
  /** The barangay plan finder, an island the page module hydrates. */
  finder: ReactNode;
};

/** Plans and Pricing: the intro, then each group of plans with its comparison, the finder under the barangay plans. */
export function PlansPage({ page, intro, moreLink, groups, comparisons, finderId, finder }: PlansPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="space-y-16">
        <div className="mx-auto max-w-3xl space-y-3 text-lg text-slate-700">
          {intro.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          <p>
            <SiteLink to={linkTo(moreLink.page)} className={textLinkClass}>
              {moreLink.label}
            </SiteLink>
          </p>
        </div>
        {groups.map((group, index) => (
          <PlanGroupSection
            key={group.id}
            group={group}
            isFirstOnPage={index === 0}
            comparison={<DataTable {...comparisons[group.id]} />}
          >
            {group.id === "barangay" ? (
              <div id={finderId} className="scroll-mt-20">
                {finder}
              </div>
            ) : null}
          </PlanGroupSection>
        ))}
      </PageBody>
    </>
  );
}
