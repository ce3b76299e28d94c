/** The tables and lists of tables.ts in Filipino, from the same constants. */
import { PLATFORM_AVAILABILITY, REFUND_RULES, RESPONSE_TIME_TIERS, type PointsPlan } from "./constants";
import { availabilityLabels, planName, refundRuleLabels } from "./labels.fil";
import { capitalize } from "./phrasing.fil";
import type { ContentBlock } from "./types";
import { formatDays, formatHours, formatMinutesRange, formatPoints, formatPrice } from "~/lib/format.fil";

/** Where the app can be had, as a table. */
export const availabilityTable: ContentBlock = {
  type: "table",
  caption: "Saan puwedeng makuha ang Brisk",
  columns: ["Platform", "Status"],
  rows: PLATFORM_AVAILABILITY.map((entry) => [entry.platform, availabilityLabels[entry.status]]),
};

/** Every refund rule, as a table. */
export const refundTable: ContentBlock = {
  type: "table",
  caption: "Mga refund",
  columns: ["Item", "Puwedeng humingi ng refund", "Kondisyon"],
  rows: REFUND_RULES.map((rule) => [
    refundRuleLabels[rule.id].item,
    `Sa loob ng ${formatHours(rule.windowHours)}`,
    capitalize(refundRuleLabels[rule.id].condition),
  ]),
};

/** The suggested response-time tiers, as a table. */
export const responseTimeTable: ContentBlock = {
  type: "table",
  caption: "Mga iminumungkahing response-time tier",
  columns: ["Tier", "Iminumungkahing oras ng pagresponde"],
  rows: RESPONSE_TIME_TIERS.map((tier) => [tier.tier, formatMinutesRange(tier.minMinutes, tier.maxMinutes)]),
};

/** Plans with price, points and validity; `withPrice: false` leaves the price out. */
export function plansTable(
  caption: string,
  plans: readonly PointsPlan[],
  { withPrice = true } = {},
): ContentBlock {
  return {
    type: "table",
    caption,
    columns: withPrice ? ["Plan", "Presyo", "Points", "Validity"] : ["Plan", "Points", "Validity"],
    rows: plans.map((plan) => [
      planName(plan),
      ...(withPrice ? [formatPrice(plan.pricePhp)] : []),
      formatPoints(plan.points),
      formatDays(plan.validityDays),
    ]),
  };
}

/** The steps of sending a report, as the Features page and the FAQs give them. */
export const reportingSteps: ContentBlock = {
  type: "list",
  ordered: true,
  items: [
    "Piliin ang kategorya ng insidente o emergency.",
    "Mag-attach ng litrato o video ng nangyayari.",
    "Ilarawan ang insidente at ibigay ang lokasyon nito.",
    "Piliin kung gusto mong i-censor ang iyong pagkakakilanlan sa report.",
    "Piliin ang mga ahensyang dapat makatanggap ng report.",
    "Ipadala ang report. Makakatanggap ka ng resibo, o ticket, para rito.",
  ],
};
