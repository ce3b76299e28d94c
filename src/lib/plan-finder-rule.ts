/**
 * The barangay plan finder's rule, pure arithmetic with no words and no constants: the plans and
 * the rule's two numbers come in, so the finder's island gets them as props from the page
 * (content/plan-finder-rule.ts binds them to constants.ts for the site and its tests).
 * The rule, as the page states it: points a day = reports a month × agencies a report × points an
 * agency ÷ days a month. A plan fits when its points last its whole validity at that rate
 * (unlimited always does). Of the plans that fit, the lowest price a day wins; at the same price a
 * day, the longer validity (fewer renewals), and the answer then names the shorter,
 * cheaper-to-buy ones it passed over.
 */

/** A plan as the rule weighs it. */
export type RulePlan = {
  readonly id: string;
  readonly points: number | "unlimited";
  readonly validityDays: number;
  readonly pricePhp: number;
};

/** The rule's numbers: the days it counts in a month, and the points a report uses for each agency. */
export type RuleNumbers = { readonly daysPerMonth: number; readonly pointsPerAgency: number };

/** How a barangay expects to use Brisk. */
export type Usage = { reportsPerMonth: number; agenciesPerReport: number };

export type Recommendation<Plan extends RulePlan = RulePlan> = {
  plan: Plan;
  /** Points the usage needs over the plan's validity, rounded up to a whole point. */
  pointsNeeded: number;
  /** Points a day at this usage: the rule's rate, for the answer's reasoning. */
  pointsPerDay: number;
  /** Plans that cost the same a day but last less long, passed over for this one. */
  shorterAtSamePrice: Plan[];
};

/**
 * The plan to recommend for a usage, of `plans`. Undefined only when no plan fits, which cannot
 * happen while an unlimited plan is on sale.
 */
export function recommendPlan<Plan extends RulePlan>(
  usage: Usage,
  plans: readonly Plan[],
  { daysPerMonth, pointsPerAgency }: RuleNumbers,
): Recommendation<Plan> | undefined {
  /** Points a month at this usage. */
  const pointsPerMonth = usage.reportsPerMonth * usage.agenciesPerReport * pointsPerAgency;
  /** Whether a plan's points last its whole validity. Whole-number arithmetic: no rounding at the edges. */
  const fits = (plan: Plan) =>
    plan.points === "unlimited" || plan.points * daysPerMonth >= pointsPerMonth * plan.validityDays;
  /** Negative when `a` costs less a day than `b`; compared as cross products, again without rounding. */
  const comparePricePerDay = (a: Plan, b: Plan) => a.pricePhp * b.validityDays - b.pricePhp * a.validityDays;

  const fitting = plans.filter(fits);
  const [best] = [...fitting].sort((a, b) => comparePricePerDay(a, b) || b.validityDays - a.validityDays);
  if (!best) return undefined;
  return {
    plan: best,
    pointsNeeded: Math.ceil((pointsPerMonth * best.validityDays) / daysPerMonth),
    pointsPerDay: pointsPerMonth / daysPerMonth,
    shorterAtSamePrice: fitting.filter(
      (plan) =>
        plan !== best && comparePricePerDay(plan, best) === 0 && plan.validityDays < best.validityDays,
    ),
  };
}
