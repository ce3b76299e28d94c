// The formatters of format.ts in Filipino: the same names and numbers, the words as Filipino public
// notices write them ("30 araw", "Libre"). Counts and decimals have no words, so they are shared.
import { formatCount, groupThousands } from "./numbers";

export { formatCount, formatDecimal } from "./numbers";

/** A price in pesos, e.g. "₱1,200.00"; 0 reads "Libre". */
export function formatPrice(pricePhp: number): string {
  if (pricePhp === 0) return "Libre";
  const [whole = "", centavos = ""] = pricePhp.toFixed(2).split(".");
  return `₱${groupThousands(whole)}.${centavos}`;
}

/** Points, e.g. "1,000 points"; no limit reads "Unlimited points", as telco promos say it. */
export function formatPoints(points: number | "unlimited"): string {
  if (points === "unlimited") return "Unlimited points";
  return `${formatCount(points)} ${points === 1 ? "point" : "points"}`;
}

/** A number of days, e.g. "30 araw". Filipino nouns do not change for the plural. */
export function formatDays(days: number): string {
  return `${formatCount(days)} araw`;
}

/** A span given in hours: whole days past one day read as days ("3 araw"), the rest as hours ("24 oras"). */
export function formatHours(hours: number): string {
  if (hours > 24 && hours % 24 === 0) return formatDays(hours / 24);
  return `${formatCount(hours)} oras`;
}

/** A span given in months: whole years read as years ("2 taon"), the rest as months ("6 buwan"). */
export function formatMonths(months: number): string {
  return months % 12 === 0 ? `${months / 12} taon` : `${months} buwan`;
}

/** A range of minutes, e.g. "4–15 minuto". */
export function formatMinutesRange(min: number, max: number): string {
  return `${min}–${max} minuto`;
}

/** Joins words as a list: "a, b at c" (no serial comma). */
export function formatList(items: readonly string[], conjunction: "at" | "o" = "at"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

const MONTHS = [
  "Enero",
  "Pebrero",
  "Marso",
  "Abril",
  "Mayo",
  "Hunyo",
  "Hulyo",
  "Agosto",
  "Setyembre",
  "Oktubre",
  "Nobyembre",
  "Disyembre",
] as const;

/** A YYYY-MM-DD date as Filipino news writes it: "2026-12-01" -> "Disyembre 1, 2026". */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
