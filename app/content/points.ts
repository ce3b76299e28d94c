/**
 * What incident points buy, worked out from the constants once for every page: a report uses one
 * point per agency it goes to, and can go to at most MAX_AGENCIES_PER_REPORT agencies.
 */
import { MAX_AGENCIES_PER_REPORT, POINTS_PER_AGENCY, type Points } from "./constants";
import { formatCount, formatPoints } from "~/lib/format";

/** The points one report uses: to one agency, and to as many as it may go to. */
const POINTS_PER_REPORT = {
  fewest: POINTS_PER_AGENCY,
  most: POINTS_PER_AGENCY * MAX_AGENCIES_PER_REPORT,
} as const;

/** "1 to 3 points": what one report uses. */
export const pointsPerReportInWords = `${formatCount(POINTS_PER_REPORT.fewest)} to ${formatPoints(POINTS_PER_REPORT.most)}`;

/**
 * How many reports a number of points covers, e.g. "333 to 1,000": the fewest if every report goes
 * to the most agencies, the most if each goes to one. Undefined for unlimited points.
 */
export function reportsCovered(points: Points): string | undefined {
  if (points === "unlimited") return undefined;
  const fewest = Math.floor(points / POINTS_PER_REPORT.most);
  const most = Math.floor(points / POINTS_PER_REPORT.fewest);
  return `${formatCount(fewest)} to ${formatCount(most)}`;
}
