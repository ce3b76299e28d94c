import { lazy, Suspense } from "react";
import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { PlanGroupSection } from "~/components/plans/plan-group-section";
import { getStartedLink } from "~/content/contact-steps";
import { pageSections } from "~/content/pages";
import { plansPage } from "~/content/plans";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import { linkTo } from "~/site/links";
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
          <p>
            <SiteLink to={linkTo(getStartedLink.page)} className={textLinkClass}>
              {getStartedLink.label}
            </SiteLink>
          </p>
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
              // The anchor stands outside Suspense, so /plans#plan-finder finds it before the finder's script.
              <div id={pageSections.planFinder.id}>
                <Suspense fallback={null}>
                  <PlansFinder />
                </Suspense>
              </div>
            ) : null}
          </PlanGroupSection>
        ))}
      </PageBody>
      <CardDialogHost cards={planCards} />
    </>
  );
}
