// Plain string code rather than Intl: the content modules format their text as they load, and the
// first en-PH peso formatter alone took 25-75 ms of a page's start-up in Chromium (its locale data
// loads then). Plain code also reads the same in Node, where the pages are pre-rendered, and in
// the browser, where the islands run.

import { formatCount, groupThousands } from "./numbers";

export { formatCount, formatDecimal, groupThousands } from "./numbers";

/** A price in pesos, e.g. "₱1,200.00"; 0 reads "Free". */
export function formatPrice(pricePhp: number): string {
  if (pricePhp === 0) return "Free";
  const [whole = "", centavos = ""] = pricePhp.toFixed(2).split(".");
  return `₱${groupThousands(whole)}.${centavos}`;
}

/** Points, e.g. "1,000 points"; no limit reads "Unlimited points". */
export function formatPoints(points: number | "unlimited"): string {
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

/** Joins words as a list a person would write: "a, b and c" (no serial comma). */
export function formatList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A YYYY-MM-DD date as Filipinos write it in English: "2026-12-01" -> "December 1, 2026". */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
