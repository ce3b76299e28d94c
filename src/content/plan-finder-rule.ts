/**
 * The barangay plan finder's rule, a pure function of the constants with no words, so both
 * languages' finders (plan-finder.ts, plan-finder.fil.ts) share it and neither carries the other's.
 * The rule, as the page states it: points a day = reports a month × agencies a report ÷ days a
 * month. A plan fits when its points last its whole validity at that rate (unlimited always does).
 * Of the plans that fit, the lowest price a day wins; at the same price a day, the longer validity
 * (fewer renewals), and the answer then names the shorter, cheaper-to-buy ones it passed over.
 */
import { BARANGAY_PLANS, PLAN_FINDER, POINTS_PER_AGENCY, type PointsPlan } from "./constants";
import { agenciesPerReport } from "./derived";

/** How a barangay expects to use Brisk. */
export type Usage = { reportsPerMonth: number; agenciesPerReport: number };

export type Recommendation = {
  plan: PointsPlan;
  /** Points the usage needs over the plan's validity, rounded up to a whole point. */
  pointsNeeded: number;
  /** Points a day at this usage: the rule's rate, for the answer's reasoning. */
  pointsPerDay: number;
  /** Plans that cost the same a day but last less long, passed over for this one. */
  shorterAtSamePrice: PointsPlan[];
};

/**
 * The plans a barangay can buy. The verification gift is left out: a barangay receives it when
 * verified, so it is never a plan to choose.
 */
export const purchasableBarangayPlans: readonly PointsPlan[] = BARANGAY_PLANS.filter(
  (plan) => plan.pricePhp > 0,
);

/** Points a month at this usage. */
function pointsPerMonth({ reportsPerMonth, agenciesPerReport }: Usage): number {
  return reportsPerMonth * agenciesPerReport * POINTS_PER_AGENCY;
}

/** Whether a plan's points last its whole validity. Whole-number arithmetic: no rounding at the edges. */
function planFits(plan: PointsPlan, usage: Usage): boolean {
  if (plan.points === "unlimited") return true;
  return plan.points * PLAN_FINDER.daysPerMonth >= pointsPerMonth(usage) * plan.validityDays;
}

/** Negative when `a` costs less a day than `b`; compared as cross products, again without rounding. */
function comparePricePerDay(a: PointsPlan, b: PointsPlan): number {
  return a.pricePhp * b.validityDays - b.pricePhp * a.validityDays;
}

/**
 * The plan to recommend for a usage, from `plans` (the barangay plans on sale unless given).
 * Undefined only when no plan fits, which cannot happen while an unlimited plan is on sale.
 */
export function recommendPlan(
  usage: Usage,
  plans: readonly PointsPlan[] = purchasableBarangayPlans,
): Recommendation | undefined {
  const fitting = plans.filter((plan) => planFits(plan, usage));
  const [best] = [...fitting].sort((a, b) => comparePricePerDay(a, b) || b.validityDays - a.validityDays);
  if (!best) return undefined;
  return {
    plan: best,
    pointsNeeded: Math.ceil((pointsPerMonth(usage) * best.validityDays) / PLAN_FINDER.daysPerMonth),
    pointsPerDay: pointsPerMonth(usage) / PLAN_FINDER.daysPerMonth,
    shorterAtSamePrice: fitting.filter(
      (plan) =>
        plan !== best && comparePricePerDay(plan, best) === 0 && plan.validityDays < best.validityDays,
    ),
  };
}

/** The finder's limits, for its inputs and its messages. */
export const planFinderLimits = {
  reportsPerMonth: { min: 1, max: PLAN_FINDER.maxReportsPerMonth },
  agenciesPerReport: { min: agenciesPerReport.fewest, max: agenciesPerReport.most },
} as const;

export type PlanFinderField = keyof typeof planFinderLimits;
