/**
 * The barangay plan finder's rule (lib/plan-finder-rule.ts) with the site's plans and numbers from
 * constants.ts: the plans a barangay can buy, the rule's numbers and the finder's limits, which
 * the page gives the finder's island, and the rule bound to them for the tests.
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

/**
 * The plans a barangay can buy. The verification gift is left out: a barangay receives it when
 * verified, so it is never a plan to choose.
 */
export const purchasableBarangayPlans: readonly PointsPlan[] = BARANGAY_PLANS.filter(
  (plan) => plan.pricePhp > 0,
);

/** The rule's numbers: days in a month, and points a report uses for each agency. */
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

/**
 * The worked example of the rule that /plans gives in words (not the spec): a barangay's reports a
 * month and the agencies each goes to, and the points a month and a day the rule makes of them.
 * Whole numbers, so the words need no rounding; facts.ts names them for the words.
 */
export const planFinderExample = exampleOf({ reportsPerMonth: 300, agenciesPerReport: 2 });

function exampleOf(usage: Usage) {
  const pointsPerMonth = usage.reportsPerMonth * usage.agenciesPerReport * planFinderNumbers.pointsPerAgency;
  return { ...usage, pointsPerMonth, pointsPerDay: pointsPerMonth / planFinderNumbers.daysPerMonth };
}
