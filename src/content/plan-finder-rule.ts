/**
 * The barangay plan finder's rule (lib/plan-finder-rule.ts) bound to constants.ts: the plans on sale,
 * the rule's numbers and the finder's limits, which the page gives the finder's island and tests use.
 */
import { BARANGAY_PLANS, PLAN_FINDER, POINTS_PER_AGENCY, type PointsPlan } from "./constants";
import { agenciesPerReport } from "./derived";
import {
  recommendPlan as recommend,
  type Recommendation,
  type RuleNumbers,
  type Usage,
} from "~/lib/plan-finder-rule";

export type { Usage } from "~/lib/plan-finder-rule";

/** The verification gift is left out: a barangay receives it when verified, so never chooses it. */
export const purchasableBarangayPlans: readonly PointsPlan[] = BARANGAY_PLANS.filter(
  (plan) => plan.pricePhp > 0,
);

export const planFinderNumbers: RuleNumbers = {
  daysPerMonth: PLAN_FINDER.daysPerMonth,
  pointsPerAgency: POINTS_PER_AGENCY,
};

/** The plan to recommend for a usage, from `plans` (the barangay plans on sale unless given). */
export function recommendPlan(
  usage: Usage,
  plans: readonly PointsPlan[] = purchasableBarangayPlans,
): Recommendation<PointsPlan> | undefined {
  return recommend(usage, plans, planFinderNumbers);
}

/** The finder's limits, for its inputs and its messages. */
export const planFinderLimits = {
  reportsPerMonth: { min: 1, max: PLAN_FINDER.maxReportsPerMonth },
  agenciesPerReport: { min: agenciesPerReport.fewest, max: agenciesPerReport.most },
} as const;

export type PlanFinderField = keyof typeof planFinderLimits;

/** The rule's worked example on /plans (not from the spec); whole numbers, so the words need no rounding. */
export const planFinderExample = exampleOf({ reportsPerMonth: 300, agenciesPerReport: 2 });

function exampleOf(usage: Usage) {
  const pointsPerMonth = usage.reportsPerMonth * usage.agenciesPerReport * planFinderNumbers.pointsPerAgency;
  return { ...usage, pointsPerMonth, pointsPerDay: pointsPerMonth / planFinderNumbers.daysPerMonth };
}
