/**
 * What incident points buy, worked out from the constants once for every page: a report uses one
 * point per agency it goes to, and can go to at most MAX_AGENCIES_PER_REPORT agencies.
 */
import { MAX_AGENCIES_PER_REPORT, POINTS_PER_AGENCY, type Points } from "./constants";
import { formatCount, formatPoints } from "~/lib/format";

/** The points one report uses: to one agency, and to as many as it may go to. */
export const pointsPerReport = {
  fewest: POINTS_PER_AGENCY,
  most: POINTS_PER_AGENCY * MAX_AGENCIES_PER_REPORT,
} as const;

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

/** The fewest and the most reports a number of points covers; undefined for unlimited points. */
export function reportsCoveredRange(points: Points): { fewest: number; most: number } | undefined {
  if (points === "unlimited") return undefined;
  return {
    fewest: Math.floor(points / pointsPerReport.most),
    most: Math.floor(points / pointsPerReport.fewest),
  };
}
