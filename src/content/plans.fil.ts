/** How Filipino names a plan and what its points cover: the twin of plans.ts. */
import type { PointsPlan } from "./constants";
import { capitalize } from "./derived";
import { planName } from "./labels.fil";
import { reportsCovered } from "./points.fil";

export type { PlanGroupId } from "./card-structure";

/**
 * A barangay plan's card title, e.g. "Barangay Rural"; the plan finder names its answer by it. Plan
 * names stay as they are; the verification gift, whose name says what it is, reads as a phrase, in
 * Title Case as the other titles ("Regalo sa Pag-verify ng Barangay").
 */
export const barangayPlanTitle = (plan: PointsPlan) =>
  plan.pricePhp === 0 ? `${titleCase(planName(plan))} ng Barangay` : `Barangay ${planName(plan)}`;
export const personalPlanTitle = (plan: PointsPlan) => `Personal ${planName(plan)}`;

/** Capitalises each word but the small ones ("sa", "ng"), as Filipino titles do. */
const titleCase = (name: string) =>
  name
    .split(" ")
    .map((word) => (["sa", "ng", "at"].includes(word) ? word : capitalize(word)))
    .join(" ");

/** How many reports a plan's points cover; "Walang limit" for unlimited points. */
export const reportsCoveredCell = (points: PointsPlan["points"]) => reportsCovered(points) ?? "Walang limit";
