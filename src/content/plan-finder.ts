/**
 * The barangay plan finder on /plans: its words, and its rule from plan-finder-rule.ts.
 */
import { PLAN_FINDER, POINTS_PER_AGENCY, type PointsPlan } from "./constants";
import { barangayPlanTitle } from "./plans";
import { formatCount, formatDays, formatDecimal, formatPoints, formatPrice } from "~/lib/format";
import type { WholeNumberError } from "~/lib/whole-number";
import { planFinderLimits, type PlanFinderField, type Recommendation, type Usage } from "./plan-finder-rule";

export {
  planFinderLimits,
  purchasableBarangayPlans,
  recommendPlan,
  type PlanFinderField,
  type Recommendation,
  type Usage,
} from "./plan-finder-rule";

/** What the finder says: the words of its form, its messages and its answer. */
export type PlanFinderText = {
  title: string;
  intro: string;
  ruleTitle: string;
  /** The rule, in plain words. */
  rule: string[];
  fields: Record<PlanFinderField, { label: string; hint: string; errors: Record<WholeNumberError, string> }>;
  submit: string;
  /** Said in the answer's place while a field has a problem. */
  fixFields: string;
  needsJavaScript: string;
  /** The button under the answer that opens the plan's card, e.g. "Read about Barangay Rural". */
  openCard: (title: string) => string;
  /** The answer: the card title first, then why. */
  describe: (recommendation: Recommendation, usage: Usage) => { title: string; reasons: string[] };
};

const { reportsPerMonth: reportsLimit, agenciesPerReport: agenciesLimit } = planFinderLimits;
const reportsWord = (count: number) => (count === 1 ? "report" : "reports");
const agenciesWord = (count: number) => (count === 1 ? "agency" : "agencies");

/** "₱400.00 for 60 days". */
const priceFor = (plan: PointsPlan) => `${formatPrice(plan.pricePhp)} for ${formatDays(plan.validityDays)}`;
/** "₱6.67 a day". */
const pricePerDay = (plan: PointsPlan) => `${formatPrice(plan.pricePhp / plan.validityDays)} a day`;

export const planFinderText: PlanFinderText = {
  title: "Find the plan for your barangay",
  intro:
    "Tell us how many reports your residents may send in a month. The finder picks the barangay plan that lasts and costs least.",
  ruleTitle: "How the finder chooses",
  rule: [
    `Each agency a report goes to uses ${formatPoints(POINTS_PER_AGENCY)}. Your points a day are your reports a month, times the agencies each report goes to, divided by ${formatCount(PLAN_FINDER.daysPerMonth)}.`,
    "A plan fits when its points last until the plan ends. A plan with unlimited points always fits.",
    "Of the plans that fit, the finder picks the one with the lowest price a day. When two cost the same a day, it names the one that lasts longer first, so you renew less often, and then the one that costs less to buy now.",
    "The free verification gift is not counted, because it is not for sale.",
  ],
  fields: {
    reportsPerMonth: {
      label: "Reports a month",
      hint: `A whole number from ${formatCount(reportsLimit.min)} to ${formatCount(reportsLimit.max)}.`,
      errors: {
        empty: "Enter how many reports you expect in a month.",
        "not-a-number": "Enter the number in digits only, with no letters.",
        "not-whole": "Enter a whole number of reports, with no decimals.",
        "too-small": `Enter at least ${formatCount(reportsLimit.min)} report.`,
        "too-large": `Enter at most ${formatCount(reportsLimit.max)} reports. For more, contact us.`,
      },
    },
    agenciesPerReport: {
      label: "Agencies for each report",
      hint: `From ${formatCount(agenciesLimit.min)} to ${formatCount(agenciesLimit.max)}: a report can go to at most ${formatCount(agenciesLimit.max)} agencies.`,
      errors: {
        empty: "Enter how many agencies each report goes to.",
        "not-a-number": `Enter a number in digits, from ${formatCount(agenciesLimit.min)} to ${formatCount(agenciesLimit.max)}.`,
        "not-whole": "Enter a whole number of agencies, with no decimals.",
        "too-small": `Enter at least ${formatCount(agenciesLimit.min)} agency.`,
        "too-large": `A report can go to at most ${formatCount(agenciesLimit.max)} agencies.`,
      },
    },
  },
  submit: "Find a plan",
  fixFields: "No plan shown yet. Fix what is marked above, then try again.",
  needsJavaScript: "The finder needs JavaScript. The table above shows how many reports each plan covers.",
  openCard: (title) => `Read about ${title}`,
  describe({ plan, pointsNeeded, pointsPerDay, shorterAtSamePrice }, { reportsPerMonth, agenciesPerReport }) {
    const reasons = [
      `${formatCount(reportsPerMonth)} ${reportsWord(reportsPerMonth)} a month, each sent to ${formatCount(agenciesPerReport)} ${agenciesWord(agenciesPerReport)}, use about ${formatDecimal(pointsPerDay)} points a day.`,
      plan.points === "unlimited"
        ? `Over this plan's ${formatDays(plan.validityDays)} that is ${formatPoints(pointsNeeded)}. It has unlimited points, so it always covers you.`
        : `Over this plan's ${formatDays(plan.validityDays)} that is ${formatPoints(pointsNeeded)}, and the plan has ${formatPoints(plan.points)}.`,
      `It costs ${priceFor(plan)}, or ${pricePerDay(plan)}: the lowest price a day of the plans whose points last.`,
      ...shorterAtSamePrice.map(
        (shorter) =>
          `${barangayPlanTitle(shorter)} costs the same a day and less to buy now: ${priceFor(shorter)}. It fits too, but you would renew it more often.`,
      ),
    ];
    return { title: barangayPlanTitle(plan), reasons };
  },
};
