/**
 * Phrases built from the constants, shared by the content modules so each fact is phrased the same
 * way on every page. Tables and lists are in tables.ts.
 */
import { AGENCY_TYPES, REFUND_RULES, ROLES, type AgencyTypeId, type RetentionRule } from "./constants";
import { formatCount, formatDays, formatHours, formatList, formatMonths, formatPrice } from "~/lib/format";

import { rangePhrases } from "./derived";

export { capitalize, firstTier, freePlanOf, lastTier } from "./derived";

type RoleId = (typeof ROLES)[number]["id"];
type RefundId = (typeof REFUND_RULES)[number]["id"];

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

/** One item's refund window and condition, e.g. "within 24 hours if unused". */
export function refundInWords(id: RefundId): string {
  const rule = REFUND_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no refund rule "${id}"`);
  return `within ${formatHours(rule.windowHours)} ${rule.condition}`;
}

/** How long a kind of record is kept, in words. */
export function formatRetention(rule: RetentionRule): string {
  if (rule.indefinite) return "Kept indefinitely";
  const parts = [`While the account is active, plus ${formatMonths(rule.activePlusMonths ?? 0)}`];
  if (rule.possiblyMonthsAfterTermination) {
    parts.push(`possibly ${formatMonths(rule.possiblyMonthsAfterTermination)} after termination`);
  }
  return parts.join(", and ");
}

/** Ranges in words, e.g. "30 to 150 days", "₱200.00 to ₱1,600.00": derived.ts's rangePhrases. */
export const { rangeInWords, validityRange, paidPriceRange } = rangePhrases({
  to: "to",
  formatCount,
  formatDays,
  formatPrice,
});
