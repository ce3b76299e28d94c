/**
 * Sentences and tables built from the constants, shared by the content modules so each fact is
 * phrased the same way on every page.
 */
import {
  AGENCY_TYPES,
  PLATFORM_AVAILABILITY,
  REFUND_RULES,
  RESPONSE_TIME_TIERS,
  ROLES,
  type AgencyTypeId,
  type AvailabilityStatus,
  type PointsPlan,
  type RetentionRule,
} from "./constants";
import type { ContentBlock } from "./types";
import {
  formatDays,
  formatHours,
  formatList,
  formatMinutesRange,
  formatMonths,
  formatPoints,
  formatPrice,
} from "~/lib/format";

type RoleId = (typeof ROLES)[number]["id"];
type RefundId = (typeof REFUND_RULES)[number]["id"];

/** A platform's name as the spec writes it, e.g. "iOS". */
export function platformName(id: (typeof PLATFORM_AVAILABILITY)[number]["id"]): string {
  return PLATFORM_AVAILABILITY.find((entry) => entry.id === id)?.platform ?? id;
}

/** Capitalises the first letter, for a phrase that starts a sentence or a table cell. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-case agency type names inside a sentence, e.g. "police and traffic enforcement". */
export function agencyTypesInWords(ids: readonly AgencyTypeId[]): string {
  return formatList(ids.map((id) => AGENCY_TYPES.find((type) => type.id === id)?.label.toLowerCase() ?? id));
}

/** Every agency type, lower-case, e.g. "barangay units, police, … and consumer protection bodies". */
export const allAgencyTypesInWords = agencyTypesInWords(AGENCY_TYPES.map((type) => type.id));

/** Lower-case plural role names inside a sentence, e.g. "agency owners and agency admins". */
export function rolesInWords(ids: readonly RoleId[]): string {
  return formatList(ids.map((id) => `${ROLES.find((role) => role.id === id)?.label.toLowerCase() ?? id}s`));
}

/** The platforms with a given status, e.g. "Harmony-OS and iOS". */
export function platformsWith(status: AvailabilityStatus): string {
  return formatList(
    PLATFORM_AVAILABILITY.filter((entry) => entry.status === status).map((entry) => entry.platform),
  );
}

/** How each availability status reads in a table cell. */
export const availabilityLabels = {
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

/** One item's refund window and condition, e.g. "within 24 hours if unused". */
export function refundInWords(id: RefundId): string {
  const rule = REFUND_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no refund rule "${id}"`);
  return `within ${formatHours(rule.windowHours)} ${rule.condition}`;
}

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
    columns: withPrice ? ["Plan", "Price", "Points", "Validity"] : ["Plan", "Points", "Validity"],
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
    "Choose whether to censor your identity on the report. Censoring hides who you are on that report. To undo it later, open the report in the app and choose 'Uncensor' in its Involved section.",
    "Choose the agencies that should receive the report.",
    "Send the report. You get a receipt, or ticket, for it.",
  ],
};

/** How long a kind of record is kept, in words. */
export function formatRetention(rule: RetentionRule): string {
  if (rule.indefinite) return "Kept indefinitely";
  const parts = [`While the account is active, plus ${formatMonths(rule.activePlusMonths ?? 0)}`];
  if (rule.possiblyMonthsAfterTermination) {
    parts.push(`possibly ${formatMonths(rule.possiblyMonthsAfterTermination)} after termination`);
  }
  return parts.join(", and ");
}
