/**
 * Tables and lists built from the constants, shared by the content modules. Apart from phrasing.ts
 * (sentences), so a page that needs a phrase does not also carry every table.
 */
import {
  PLATFORM_AVAILABILITY,
  REFUND_RULES,
  RESPONSE_TIME_TIERS,
  type AvailabilityStatus,
  type PointsPlan,
} from "./constants";
import { capitalize } from "./phrasing";
import type { ContentBlock } from "./types";
import { formatDays, formatHours, formatMinutesRange, formatPoints, formatPrice } from "~/lib/format";

/** How each availability status reads in a table cell. */
const availabilityLabels = {
  available: "Available now",
  "under-review": "Under review",
  "coming-soon": "Coming soon",
} as const satisfies Record<AvailabilityStatus, string>;

/** Where the app can be had, as a table. */
export const availabilityTable: ContentBlock = {
  type: "table",
  caption: "Where Brisk is available",
  columns: ["Platform", "Status"],
  rows: PLATFORM_AVAILABILITY.map((entry) => [entry.platform, availabilityLabels[entry.status]]),
};

/** Every refund rule, as a table. */
export const refundTable: ContentBlock = {
  type: "table",
  caption: "Refunds",
  columns: ["Item", "Refund window", "Condition"],
  rows: REFUND_RULES.map((rule) => [
    rule.item,
    `Within ${formatHours(rule.windowHours)}`,
    capitalize(rule.condition),
  ]),
};

/** The suggested response-time tiers, as a table. */
export const responseTimeTable: ContentBlock = {
  type: "table",
  caption: "Suggested response-time tiers",
  columns: ["Tier", "Suggested response time"],
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
    columns: withPrice ? ["Plan", "Price", "Points", "Valid for"] : ["Plan", "Points", "Valid for"],
    rows: plans.map((plan) => [
      plan.name,
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
    "Choose the category of the incident or emergency.",
    "Attach a photo or video of what is happening.",
    "Describe the incident and give its location.",
    "Choose whether to censor your identity on the report.",
    "Choose the agencies that should receive the report.",
    "Send the report. You get a receipt, or ticket, for it.",
  ],
};
