/**
 * Phrases built from the constants, shared by the content modules so each fact is phrased the same
 * way on every page. Tables and lists are in tables.ts.
 */
import {
  AGENCY_TYPES,
  REFUND_RULES,
  ROLES,
  type AgencyTypeId,
  type PointsPlan,
  type RetentionRule,
} from "./constants";
import { formatCount, formatDays, formatHours, formatList, formatMonths, formatPrice } from "~/lib/format";

export { capitalize, firstTier, freePlanOf, lastTier } from "./derived";

type RoleId = (typeof ROLES)[number]["id"];
type RefundId = (typeof REFUND_RULES)[number]["id"];

/** Lower-case agency type names inside a sentence, e.g. "police and traffic enforcement". */
export function agencyTypesInWords(ids: readonly AgencyTypeId[]): string {
  return formatList(ids.map((id) => AGENCY_TYPES.find((type) => type.id === id)?.label.toLowerCase() ?? id));
}

/** Every agency type, lower-case, e.g. "barangays, police, … and consumer protection bodies". */
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

/**
 * The least and the most of some values in words, e.g. "₱1.00 to ₱15.00"; one value when they
 * agree. `formatLeast` may write the lower end without its unit: "30 to 150 days".
 */
export function rangeInWords(
  values: readonly number[],
  format: (value: number) => string,
  formatLeast: (value: number) => string = format,
): string {
  const least = Math.min(...values);
  const most = Math.max(...values);
  return least === most ? format(least) : `${formatLeast(least)} to ${format(most)}`;
}

/** How long a group of plans stays valid, e.g. "30 to 150 days". */
export const validityRange = (plans: readonly PointsPlan[]) =>
  rangeInWords(
    plans.map((plan) => plan.validityDays),
    formatDays,
    formatCount,
  );

/** What the paid plans of a group cost, e.g. "₱200.00 to ₱1,600.00". */
export const paidPriceRange = (plans: readonly PointsPlan[]) =>
  rangeInWords(
    plans.filter((plan) => plan.pricePhp > 0).map((plan) => plan.pricePhp),
    formatPrice,
  );
