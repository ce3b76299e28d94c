import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { PlanFinder } from "~/components/plans/plan-finder";
import { PlanGroupSection } from "~/components/plans/plan-group-section";
import { pages } from "~/content/pages";
import { planFinderLimits, planFinderText, recommendPlan } from "~/content/plan-finder";
import { planCards, planGroups, plansIntro } from "~/content/plans";
import { pageMeta } from "~/site/meta";

const page = pages.plans;

export const meta = () => pageMeta(page);

export default function PlansPage() {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="space-y-16">
        <div className="mx-auto max-w-3xl space-y-3 text-lg text-slate-700">
          {plansIntro.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
        {planGroups.map((group, index) => (
          <PlanGroupSection key={group.id} group={group} isFirstOnPage={index === 0}>
            {group.id === "barangay" ? (
              <PlanFinder text={planFinderText} limits={planFinderLimits} recommend={recommendPlan} />
            ) : null}
          </PlanGroupSection>
        ))}
      </PageBody>
      <CardDialogHost cards={planCards} />
    </>
  );
}
