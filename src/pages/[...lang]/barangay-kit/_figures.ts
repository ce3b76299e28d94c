/**
 * The barangay kit's figures in a language (issue 41), from the same card facts as /plans says
 * them: the plan sheet's table, with what one report costs on each plan, and the plans a quotation
 * may name, each with its price as a number for the quotation's script to multiply.
 */
import { paidBarangayPlans } from "~/content/barangay-kit-structure";
import type { PointsPlan } from "~/content/constants";
import { reportPrices } from "~/content/derived";
import { langInfo } from "~/content/langs";
import type { QuotationPlan, TableBlock } from "~/content/types";
import type { Translation } from "~/i18n/translations";
import { formatTemplate, type Template } from "~/lib/message-template";
import { formatCount } from "~/lib/numbers";
import { barangayComparisonOf } from "~/pages/[...lang]/_plans";

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
    };
  };
}

/**
 * Every barangay plan side by side, for the council: /plans's table (price, points, validity, the
 * reports its points cover, a year's cost) with what one report costs before the year, to 1 agency
 * and to as many as a report may go to; on a plan with unlimited points, that depends on how many
 * reports are sent (`pricePerReport.unlimited`).
 */
export function planSheetTableOf(
  t: Translation,
  pricePerReport: { column: string; unlimited: string },
): TableBlock {
  const say = t.phrasing();
  const perReport = (plan: PointsPlan) => {
    if (plan.pricePhp === 0) return say.words.units.free;
    if (plan.points === "unlimited") return pricePerReport.unlimited;
    return say.range(
      reportPrices(plan.pricePhp / plan.points).map((each) => each.pricePhp),
      say.price,
    );
  };
  return barangayComparisonOf(t, [[pricePerReport.column, perReport]]);
}

/**
 * What each paid barangay plan fills on the plan sheet when a captain chose it on /plans (?plan=,
 * scripts/paper-fill.ts): its name, a year's periods and their price.
 */
export function planSheetFillsOf(
  t: Translation,
): Record<string, { plan: string; periods: string; total: string }> {
  const { cardFacts } = t.facts();
  return Object.fromEntries(
    paidBarangayPlans.map((plan) => {
      const facts = cardFacts[plan.id];
      if (!facts) throw new Error(`no card facts for the plan "${plan.id}"`);
      return [
        plan.id,
        {
          plan: String(facts.planTitle),
          periods: formatCount(Number(facts.yearPeriods)),
          total: String(facts.yearPrice),
        },
      ];
    }),
  );
}

/**
 * The plans the price estimate may name, each with its item's words said from `item` and its year
 * from `year` (quotation.yaml), so the estimate agrees with the plan sheet and the quotation request.
 */
export function quotationPlansOf(
  t: Translation,
  { item, year }: { item: Template; year: Template },
): QuotationPlan[] {
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
      year: formatTemplate(
        year,
        { yearCost: String(t.facts().cardFacts[plan.id]?.yearCost) },
        langInfo[t.lang].code,
      ),
    };
  });
}
