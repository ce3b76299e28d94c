import { lazy } from "react";
import { PlansPage } from "~/components/pages/plans-page";
import { getStartedLink } from "~/content/contact-steps.fil";
import { pageSections } from "~/content/pages";
import { planCards, planGroups, plansIntro, plansPage } from "~/content/plans.fil";
import { pageMeta } from "~/site/meta";

// Below the first screen: pre-rendered into the HTML like the rest, but their scripts load after the
// page's first ones; the finder's form starts working when its script arrives.
const Finder = lazy(() => import("./plans.finder"));
const Comparison = lazy(() => import("./plans.comparison"));

export const meta = () => pageMeta(plansPage);

export default function Plans() {
  return (
    <PlansPage
      page={plansPage}
      intro={plansIntro}
      moreLink={getStartedLink}
      groups={planGroups}
      cards={planCards}
      finderId={pageSections.planFinder.id}
      Finder={Finder}
      Comparison={Comparison}
    />
  );
}
