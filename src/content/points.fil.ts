/** What incident points buy, in Filipino: the numbers of points.ts, the words of format.fil.ts. */
import { formatCount, formatPoints } from "~/lib/format.fil";
import { pointsPerReport, reportsCoveredRange } from "./derived";

export { pointsPerReport, reportsCoveredRange };
import type { Points } from "./constants";

/** "1 hanggang 3 points": what one report uses. */
export const pointsPerReportInWords = `${formatCount(pointsPerReport.fewest)} hanggang ${formatPoints(pointsPerReport.most)}`;

/** How many reports a number of points covers, e.g. "333 hanggang 1,000"; undefined for unlimited points. */
export function reportsCovered(points: Points): string | undefined {
  const range = reportsCoveredRange(points);
  return range && `${formatCount(range.fewest)} hanggang ${formatCount(range.most)}`;
}
