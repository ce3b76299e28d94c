/**
 * The phrases of phrasing.ts in Filipino, from the same constants: same names, same facts. The
 * language-free helpers (capitalize, rangeInWords' arithmetic, the tiers) are shared with English.
 */
import {
  AGENCY_TYPES,
  REFUND_RULES,
  type AgencyTypeId,
  type PointsPlan,
  type RetentionRule,
} from "./constants";
import { agencyTypeLabels, roleLabels, refundRuleLabels } from "./labels.fil";
import {
  formatCount,
  formatDays,
  formatHours,
  formatList,
  formatMonths,
  formatPrice,
} from "~/lib/format.fil";
import type { ROLES } from "./constants";

export { capitalize, firstTier, freePlanOf, lastTier } from "./derived";

type RoleId = (typeof ROLES)[number]["id"];
type RefundId = (typeof REFUND_RULES)[number]["id"];

/** Agency types inside a sentence, e.g. "pulis at traffic enforcement". */
export function agencyTypesInWords(ids: readonly AgencyTypeId[]): string {
  return formatList(ids.map((id) => agencyTypeLabels[id]));
}

/** Every agency type, e.g. "barangay, pulis, … at ahensyang nagtatanggol sa consumer". */
export const allAgencyTypesInWords = agencyTypesInWords(AGENCY_TYPES.map((type) => type.id));

/** Roles inside a sentence, e.g. "agency owner at agency admin" (Filipino marks the plural with "mga"). */
export function rolesInWords(ids: readonly RoleId[]): string {
  return formatList(ids.map((id) => roleLabels[id]));
}

/** One item's refund window and condition, e.g. "sa loob ng 24 oras kung hindi pa nagagamit". */
export function refundInWords(id: RefundId): string {
  const rule = REFUND_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no refund rule "${id}"`);
  return `sa loob ng ${formatHours(rule.windowHours)} ${refundRuleLabels[id].condition}`;
}

/** How long a kind of record is kept, in words. */
export function formatRetention(rule: RetentionRule): string {
  if (rule.indefinite) return "Iniimbak nang walang takdang panahon";
  const parts = [`Habang aktibo ang account, at ${formatMonths(rule.activePlusMonths ?? 0)} pa`];
  if (rule.possiblyMonthsAfterTermination) {
    parts.push(`posibleng ${formatMonths(rule.possiblyMonthsAfterTermination)} pagkatapos itong isara`);
  }
  return parts.join("; at ");
}

/** The least and the most of some values in words, e.g. "₱1.00 hanggang ₱15.00"; one value when they agree. */
export function rangeInWords(
  values: readonly number[],
  format: (value: number) => string,
  formatLeast: (value: number) => string = format,
): string {
  const least = Math.min(...values);
  const most = Math.max(...values);
  return least === most ? format(least) : `${formatLeast(least)} hanggang ${format(most)}`;
}

/** How long a group of plans stays valid, e.g. "30 hanggang 150 araw". */
export const validityRange = (plans: readonly PointsPlan[]) =>
  rangeInWords(
    plans.map((plan) => plan.validityDays),
    formatDays,
    formatCount,
  );

/** What the paid plans of a group cost, e.g. "₱200.00 hanggang ₱1,600.00". */
export const paidPriceRange = (plans: readonly PointsPlan[]) =>
  rangeInWords(
    plans.filter((plan) => plan.pricePhp > 0).map((plan) => plan.pricePhp),
    formatPrice,
  );
