import { lazy, Suspense } from "react";
import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { PlanGroupSection } from "~/components/plans/plan-group-section";
import { pages } from "~/content/pages";
import { planCards, planGroups, plansIntro } from "~/content/plans";
import { pageMeta } from "~/site/meta";

const page = pages.plans;

// Far below the first screen: pre-rendered into the HTML like the rest, but its script loads after
// the page's first ones, and the form starts working when it arrives.
const PlansFinder = lazy(() => import("./plans.finder"));

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
              <Suspense fallback={null}>
                <PlansFinder />
              </Suspense>
            ) : null}
          </PlanGroupSection>
        ))}
      </PageBody>
      <CardDialogHost cards={planCards} />
    </>
  );
}
