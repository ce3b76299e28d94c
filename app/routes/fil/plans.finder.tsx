import { PlanFinder } from "~/components/plans/plan-finder";
import { planFinderLimits, planFinderText, recommendPlan } from "~/content/plan-finder.fil";

/**
 * The barangay plan finder with its words and rule: the plans page loads it apart from the page's
 * first scripts (see plans.tsx), so its code and copy do not count against the page's first load.
 */
export default function PlansFinder() {
  return <PlanFinder text={planFinderText} limits={planFinderLimits} recommend={recommendPlan} />;
}
