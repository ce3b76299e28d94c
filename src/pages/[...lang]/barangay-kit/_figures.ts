/**
 * The barangay kit's figures in a language (issue 41), from the same card facts as /plans says
 * them: the plan sheet's table, with what one report costs on each plan, and the plans a quotation
 * may name, each with its price as a number for the quotation's script to multiply.
 */
import { paidBarangayPlans } from "~/content/barangay-kit-structure";
import { BARANGAY_PLANS, type PointsPlan } from "~/content/constants";
import { reportPrices } from "~/content/derived";
import { langInfo } from "~/content/langs";
import type { QuotationPlan, TableBlock } from "~/content/types";
import type { Translation } from "~/i18n/translations";
import { formatTemplate, type Template } from "~/lib/message-template";
import { formatCount } from "~/lib/numbers";

/** A barangay plan's card facts (facts.ts), which every plan has. */
function planFactsOf(t: Translation) {
  const { cardFacts } = t.facts();
  return (plan: PointsPlan) => {
    const facts = cardFacts[plan.id];
    if (!facts) throw new Error(`no card facts for the plan "${plan.id}"`);
    return {
      title: String(facts.planTitle),
      price: String(facts.price),
      validity: String(facts.validity),
      reportsCovered: String(facts.reportsCovered),
    };
  };
}

/**
 * Every barangay plan side by side, for the council: price, points, validity, the reports its
 * points cover and what one report costs, to 1 agency and to as many as a report may go to; on a
 * plan with unlimited points, that depends on how many reports are sent (`pricePerReport.unlimited`).
 */
export function planSheetTableOf(
  t: Translation,
  pricePerReport: { column: string; unlimited: string },
): TableBlock {
  const say = t.phrasing();
  const factsOf = planFactsOf(t);
  const { captions, columns, ...cells } = say.words.tables;
  const perReport = (plan: PointsPlan) => {
    if (plan.pricePhp === 0) return say.words.units.free;
    if (plan.points === "unlimited") return pricePerReport.unlimited;
    return say.range(
      reportPrices(plan.pricePhp / plan.points).map((each) => each.pricePhp),
      say.price,
    );
  };
  return {
    type: "table",
    caption: captions.barangayComparison,
    columns: [
      columns.plan,
      columns.price,
      columns.points,
      columns.validity,
      columns.reportsCovered,
      pricePerReport.column,
    ],
    rows: BARANGAY_PLANS.map((plan) => {
      const { title, price, validity, reportsCovered } = factsOf(plan);
      return [
        title,
        price,
        plan.points === "unlimited" ? cells.unlimited : formatCount(plan.points),
        validity,
        reportsCovered,
        perReport(plan),
      ];
    }),
  };
}

/** The plans a quotation may name, each with its item's words said from `item` (quotation.yaml). */
export function quotationPlansOf(t: Translation, item: Template): QuotationPlan[] {
  const say = t.phrasing();
  const factsOf = planFactsOf(t);
  return paidBarangayPlans.map((plan) => {
    const { title, price, validity } = factsOf(plan);
    return {
      id: plan.id,
      title,
      price,
      pricePhp: plan.pricePhp,
      detail: formatTemplate(item, { points: say.points(plan.points), validity }, langInfo[t.lang].code),
    };
  });
}
