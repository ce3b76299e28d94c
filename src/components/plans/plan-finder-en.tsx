import { planFinderLimits, planFinderText, recommendPlan } from "~/content/plan-finder";
import { SiteProvider, type SiteContext } from "~/site/ui-text";
import { PlanFinder } from "./plan-finder";

/**
 * The plan finder as an island, in English: its words hold functions, which no island's
 * props can carry, so each language's island imports its own (plan-finder-fil.tsx is the other).
 */
export function PlanFinderEn({ site }: { site: SiteContext }) {
  return (
    <SiteProvider site={site}>
      <PlanFinder text={planFinderText} limits={planFinderLimits} recommend={recommendPlan} />
    </SiteProvider>
  );
}
