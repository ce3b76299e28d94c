/**
 * What incident points buy, worked out from the constants once for every page: a report uses one
 * point per agency it goes to, and can go to at most MAX_AGENCIES_PER_REPORT agencies.
 */
import type { Points } from "./constants";
import { pointsPerReport, reportsCoveredRange } from "./derived";
import { formatCount, formatPoints } from "~/lib/format";

export { pointsPerReport, reportsCoveredRange };

/** "1 to 3 points": what one report uses. */
export const pointsPerReportInWords = `${formatCount(pointsPerReport.fewest)} to ${formatPoints(pointsPerReport.most)}`;

/**
 * How many reports a number of points covers, e.g. "333 to 1,000": the fewest if every report goes
 * to the most agencies, the most if each goes to one. Undefined for unlimited points.
 */
export function reportsCovered(points: Points): string | undefined {
  const range = reportsCoveredRange(points);
  return range && `${formatCount(range.fewest)} to ${formatCount(range.most)}`;
}
