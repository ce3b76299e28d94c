/** Values worked out from constants.ts, without words; i18n/facts.ts phrases them in each language. */
import {
  MAX_AGENCIES_PER_REPORT,
  PLAN_YEAR,
  PLATFORM_AVAILABILITY,
  POINTS_PER_AGENCY,
  RESPONSE_TIME_TIERS,
  type AvailabilityStatus,
  type Points,
  type PointsPlan,
} from "./constants";

/** Capitalises the first letter, for a phrase that starts a sentence or a table cell. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The plan of a group that costs nothing: the personal Free plan, the barangay verification gift. */
export function freePlanOf(plans: readonly PointsPlan[]): PointsPlan {
  const plan = plans.find((candidate) => candidate.pricePhp === 0);
  if (!plan) throw new Error("no free plan");
  return plan;
}

/** The first (fastest) and the last tier of the suggested response-time framework. */
export const [firstTier] = RESPONSE_TIME_TIERS;
export const lastTier = RESPONSE_TIME_TIERS[RESPONSE_TIME_TIERS.length - 1] ?? firstTier;

export const agenciesPerReport = { fewest: 1, most: MAX_AGENCIES_PER_REPORT } as const;

export const pointsPerReport = {
  fewest: POINTS_PER_AGENCY * agenciesPerReport.fewest,
  most: POINTS_PER_AGENCY * agenciesPerReport.most,
} as const;

/** The fewest and the most reports a number of points covers; undefined for unlimited points. */
export function reportsCoveredRange(points: Points): { fewest: number; most: number } | undefined {
  if (points === "unlimited") return undefined;
  return {
    fewest: Math.floor(points / pointsPerReport.most),
    most: Math.floor(points / pointsPerReport.fewest),
  };
}

/** A platform's name as the spec writes it, e.g. "iOS". */
export function platformName(id: (typeof PLATFORM_AVAILABILITY)[number]["id"]): string {
  return PLATFORM_AVAILABILITY.find((entry) => entry.id === id)?.platform ?? id;
}

type PlatformId = (typeof PLATFORM_AVAILABILITY)[number]["id"];

/** A platform's availability, e.g. for the first words on its store button. */
export function platformStatus(id: PlatformId): AvailabilityStatus {
  const entry = PLATFORM_AVAILABILITY.find((each) => each.id === id);
  if (!entry) throw new Error(`no availability for ${id} in constants.ts`);
  return entry.status;
}

/** The store each phone platform's app comes from, as the store buttons name them. */
const STORE_NAMES: Partial<Record<PlatformId, string>> = {
  android: "Google Play",
  harmonyos: "AppGallery",
  ios: "App Store",
};

/** Stores of the platforms with a status, as "App Store (iOS)", before a language joins them. */
export function platformStores(status: AvailabilityStatus): string[] {
  return PLATFORM_AVAILABILITY.filter((entry) => entry.status === status && STORE_NAMES[entry.id]).map(
    (entry) => `${STORE_NAMES[entry.id]} (${entry.platform})`,
  );
}

/**
 * What /plans tells a buyer to budget with: the one price a point of paid plans with set points (₱0.20
 * today), the paid plans with unlimited points it leaves out, and a report's price by its agencies.
 */
export function paidPlanPrices(plans: readonly PointsPlan[]) {
  const perPoint = pricePerPoint(plans);
  return {
    perPoint,
    unlimitedPlans: plans.filter((plan) => plan.pricePhp > 0 && plan.points === "unlimited"),
    perReport: reportPrices(perPoint),
  };
}

/**
 * In pesos, over paid plans with set points. /plans says each costs the same a point (a bigger plan is
 * no discount); a price that breaks that fails the build here rather than the page saying something false.
 */
export function pricePerPoint(plans: readonly PointsPlan[]): number {
  const prices = new Set(
    plans.flatMap((plan) =>
      plan.pricePhp > 0 && plan.points !== "unlimited" ? [plan.pricePhp / plan.points] : [],
    ),
  );
  const [price, ...others] = [...prices];
  if (price === undefined || others.length) {
    throw new Error(`paid plans cost ${[...prices].join(", ")} a point: rewrite the sentence on /plans`);
  }
  return price;
}

/** What one report costs at a price a point, by the number of agencies it goes to (1, 2, 3). */
export function reportPrices(price: number): { agencies: number; pricePhp: number }[] {
  const { fewest, most } = agenciesPerReport;
  return Array.from({ length: most - fewest + 1 }, (_, index) => ({
    agencies: fewest + index,
    pricePhp: price * POINTS_PER_AGENCY * (fewest + index),
  }));
}

/**
 * A plan's cost for a year, as /plans, the plan finder and the plan sheet give it: the fewest periods
 * (validities) of the plan, one after another, that cover PLAN_YEAR's days, and what they cost at the
 * plan's price each. A year of Barangay Rural (60 days, ₱400) is 7 periods: 420 days, ₱2,800.
 */
export function yearOfPlan(plan: Pick<PointsPlan, "pricePhp" | "validityDays">): {
  periods: number;
  days: number;
  pricePhp: number;
} {
  const periods = Math.ceil(PLAN_YEAR.days / plan.validityDays);
  return { periods, days: periods * plan.validityDays, pricePhp: periods * plan.pricePhp };
}
