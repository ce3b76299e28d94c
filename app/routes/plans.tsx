import { lazy, Suspense } from "react";
import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { PlanGroupSection } from "~/components/plans/plan-group-section";
import { plansPage } from "~/content/plans";
import { planCards, planGroups, plansIntro } from "~/content/plans";
import { pageMeta } from "~/site/meta";

const page = plansPage;

// Below the first screen: pre-rendered into the HTML like the rest, but their scripts load after the
// page's first ones; the finder's form starts working when its script arrives.
const PlansFinder = lazy(() => import("./plans.finder"));
const PlanComparison = lazy(() => import("./plans.comparison"));

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
          <PlanGroupSection
            key={group.id}
            group={group}
            isFirstOnPage={index === 0}
            comparison={
              <Suspense fallback={null}>
                <PlanComparison groupId={group.id} />
              </Suspense>
            }
          >
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
