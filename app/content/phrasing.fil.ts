/**
 * The phrases of phrasing.ts in Filipino, from the same constants: same names, same facts. The
 * language-free helpers (capitalize, rangeInWords' arithmetic, the tiers) are shared with English.
 */
import { AGENCY_TYPES, REFUND_RULES, type AgencyTypeId, type RetentionRule } from "./constants";
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

import { rangePhrases } from "./derived";

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
  if (rule.indefinite) return "Itinatago nang walang takdang katapusan";
  const parts = [`Habang aktibo ang account, at ${formatMonths(rule.activePlusMonths ?? 0)} pa`];
  if (rule.possiblyMonthsAfterTermination) {
    parts.push(`posibleng ${formatMonths(rule.possiblyMonthsAfterTermination)} pagkatapos itong isara`);
  }
  return parts.join("; at ");
}

/** Ranges in words, e.g. "30 hanggang 150 araw", "₱200.00 hanggang ₱1,600.00": derived.ts's rangePhrases. */
export const { rangeInWords, validityRange, paidPriceRange } = rangePhrases({
  to: "hanggang",
  formatCount,
  formatDays,
  formatPrice,
});
