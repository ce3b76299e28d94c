/**
 * How English names a plan and what its points cover, for the words that name plans: the plan
 * cards (src/content/en/plans/), the comparisons, the plan finder and the Get Started page.
 */
import type { PointsPlan } from "./constants";
import { capitalize } from "./derived";
import { reportsCovered } from "./points";

export type { PlanGroupId } from "./card-structure";

/** A plan's name in Title Case, as the spec writes card titles: "Verification gift" → "Verification Gift". */
const titleCase = (name: string) => name.split(" ").map(capitalize).join(" ");

/** A barangay plan's card title, e.g. "Barangay Rural"; the plan finder names its answer by it. */
export const barangayPlanTitle = (plan: PointsPlan) => `Barangay ${titleCase(plan.name)}`;
export const personalPlanTitle = (plan: PointsPlan) => `Personal ${plan.name}`;

/** How many reports a plan's points cover; "No limit" for unlimited points. */
export const reportsCoveredCell = (points: PointsPlan["points"]) => reportsCovered(points) ?? "No limit";
