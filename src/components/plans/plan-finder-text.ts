/**
 * The plan finder's words and plans as its island takes them: the `finder` section of
 * src/content/<lang>/plans.yaml (its answer's sentences as templates) and each plan it may pick,
 * with the rule's numbers and the words of its card's facts, formatted where the page is built.
 */
import type { PlanFinderField } from "~/content/plan-finder-rule";
import { formatTemplate, type Template } from "~/lib/message-template";
import type { Recommendation, RulePlan, Usage } from "~/lib/plan-finder-rule";
import type { WholeNumberError } from "~/lib/whole-number";

/** What the finder says: the words of its form, its messages, the rule and its answer. */
export type PlanFinderText = PlanFinderFrameText & PlanFinderFormText;

/** The words around the form, drawn with the page. */
export type PlanFinderFrameText = {
  title: string;
  intro: string;
  ruleTitle: string;
  /** The rule, in plain words. */
  rule: string[];
  needsJavaScript: string;
};

/** The form's words, the island's props. */
export type PlanFinderFormText = {
  fields: Record<PlanFinderField, { label: string; hint: string; errors: Record<WholeNumberError, string> }>;
  submit: string;
  /** Said in the answer's place while a field has a problem. */
  fixFields: string;
  /** The answer's next steps, as in each paid barangay plan's dialog. */
  planSheet: string;
  quotation: string;
  /** The answer's sentences, filled in with the visitor's numbers and the plan's words (PlanWords). */
  answer: Record<"usage" | "points" | "price" | "year" | "shorter" | "openCard", Template>;
};

/** A plan's words from its card: its title and facts, formatted for the page's language. */
export type PlanWords = {
  planTitle: string;
  price: string;
  validity: string;
  pricePerDay: string;
  /** What it costs for a year, e.g. "₱2,800.00 for 7 periods of 60 days (420 days)" (derived.ts, yearOfPlan). */
  yearCost: string;
};

/** A plan the finder may pick: what the rule weighs, and its words. */
export type FinderPlan = RulePlan & { words: PlanWords };

/** The answer: the plan's card title, then why, then the words of the button that opens its card. */
export type Answer = { title: string; reasons: string[]; openCard: string };

/** The answer for a recommendation, in the page's language (`locale`, for its plural rules). */
export function answerFor(
  answer: PlanFinderText["answer"],
  { plan, pointsNeeded, pointsPerDay, shorterAtSamePrice }: Recommendation<FinderPlan>,
  usage: Usage,
  locale: string,
): Answer {
  // Its points for the answer's plural: 0, and "yes" for a select, when they have no limit.
  const unlimited = plan.points === "unlimited";
  const values = {
    ...plan.words,
    ...usage,
    points: unlimited ? 0 : plan.points,
    unlimited: unlimited ? "yes" : "no",
    pointsNeeded,
    pointsPerDay,
  };
  return {
    title: plan.words.planTitle,
    reasons: [
      formatTemplate(answer.usage, values, locale),
      formatTemplate(answer.points, values, locale),
      formatTemplate(answer.price, values, locale),
      formatTemplate(answer.year, values, locale),
      ...shorterAtSamePrice.map((shorter) => formatTemplate(answer.shorter, shorter.words, locale)),
    ],
    openCard: formatTemplate(answer.openCard, values, locale),
  };
}
