import { planFinderLimits, planFinderText, recommendPlan } from "~/content/plan-finder.fil";
import { SiteProvider, type SiteContext } from "~/site/ui-text";
import { PlanFinder } from "./plan-finder";

/**
 * The plan finder as an island, in Filipino: its words hold functions, which no island's
 * props can carry, so each language's island imports its own (plan-finder-en.tsx is the other).
 */
export function PlanFinderFil({ site }: { site: SiteContext }) {
  return (
    <SiteProvider site={site}>
      <PlanFinder text={planFinderText} limits={planFinderLimits} recommend={recommendPlan} />
    </SiteProvider>
  );
}
