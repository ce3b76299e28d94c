import type { Points, RetentionRule } from "~/content/constants";

const pesos = new Intl.NumberFormat("en-PH", { style: "currency", currency: "PHP" });
const counts = new Intl.NumberFormat("en-PH");

/** A price in pesos, e.g. "₱1,200.00"; 0 reads "Free". */
export function formatPrice(pricePhp: number): string {
  return pricePhp === 0 ? "Free" : pesos.format(pricePhp);
}

/** A number with thousands separators, e.g. "6,000". */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** Points, e.g. "1,000 points"; no limit reads "Unlimited points". */
export function formatPoints(points: Points): string {
  if (points === "unlimited") return "Unlimited points";
  return `${formatCount(points)} ${points === 1 ? "point" : "points"}`;
}

/** A number of days, e.g. "30 days". */
export function formatDays(days: number): string {
  return `${formatCount(days)} ${days === 1 ? "day" : "days"}`;
}

/** A span given in hours: whole days past one day read as days ("3 days"), the rest as hours ("24 hours"). */
export function formatHours(hours: number): string {
  if (hours > 24 && hours % 24 === 0) return formatDays(hours / 24);
  return `${formatCount(hours)} ${hours === 1 ? "hour" : "hours"}`;
}

/** A span given in months: whole years read as years ("2 years"), the rest as months ("6 months"). */
export function formatMonths(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return `${years} ${years === 1 ? "year" : "years"}`;
  }
  return `${months} ${months === 1 ? "month" : "months"}`;
}

/** A range of minutes, e.g. "4–15 minutes". */
export function formatMinutesRange(min: number, max: number): string {
  return `${min}–${max} minutes`;
}

/** How long a kind of record is kept, in words. */
export function formatRetention(rule: RetentionRule): string {
  if (rule.indefinite) return "Kept indefinitely";
  const parts = [`While the account is active, plus ${formatMonths(rule.activePlusMonths ?? 0)}`];
  if (rule.possiblyMonthsAfterTermination) {
    parts.push(`possibly up to ${formatMonths(rule.possiblyMonthsAfterTermination)} after termination`);
  }
  return parts.join(", and ");
}

/** Joins words as a list a person would write: "a, b and c". */
export function formatList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  return new Intl.ListFormat("en", {
    style: "long",
    type: conjunction === "and" ? "conjunction" : "disjunction",
  })
    .format(items)
    .replace(/, (and|or) /, " $1 ");
}
