/**
 * The tables that compare each group of plans on /plans: price, points, validity, price per point
 * and the reports the points cover. The page loads them after its first scripts (they are in its
 * HTML from the start), so their code does not count against its first load.
 */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING_ADDON,
  PERSONAL_PLANS,
  type PointsPlan,
} from "./constants";
import { capitalize, refundInWords } from "./phrasing";
import { barangayPlanTitle, personalPlanTitle, reportsCoveredCell } from "./plans";
import type { PlanGroupId } from "./card-structure";
import type { TableBlock } from "./types";
import { formatCount, formatDays, formatPrice } from "~/lib/format";

/** Plans side by side: price, points, validity, price per point and the reports they cover. */
function comparisonTable(caption: string, plans: readonly PointsPlan[], title: (plan: PointsPlan) => string) {
  return {
    type: "table",
    caption,
    columns: ["Plan", "Price", "Points", "Valid for", "Price per point", "Reports covered"],
    rows: plans.map((plan) => [
      title(plan),
      formatPrice(plan.pricePhp),
      plan.points === "unlimited" ? "Unlimited" : formatCount(plan.points),
      formatDays(plan.validityDays),
      plan.points === "unlimited" ? "Does not apply" : formatPrice(plan.pricePhp / plan.points),
      reportsCoveredCell(plan.points),
    ]),
  } satisfies TableBlock;
}

/** The add-ons' names, as their cards give them. */
export type AddOnTitles = Record<"extraAgencySlot" | "locationSharingAddon" | "desktopAccess", string>;

/** Each group's comparison, by group id; the add-ons named by their cards' titles. */
export const planComparisons = (addOns: AddOnTitles) =>
  ({
    barangay: comparisonTable("Barangay plans compared", BARANGAY_PLANS, barangayPlanTitle),
    personal: comparisonTable("Personal plans compared", PERSONAL_PLANS, personalPlanTitle),
    agency: {
      type: "table",
      caption: "Agency add-ons compared",
      columns: ["Add-on", "Price", "Valid for", "Refund"],
      rows: [
        [
          addOns.extraAgencySlot,
          formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
          "No expiry",
          `${capitalize(refundInWords("agency-slot"))}; none after the agency is verified`,
        ],
        [
          addOns.locationSharingAddon,
          formatPrice(LOCATION_SHARING_ADDON.pricePhp),
          formatDays(LOCATION_SHARING_ADDON.validityDays),
          // The spec gives no refund rule for this add-on by name: the owner decides (docs/owner-questions.md).
          "Ask us",
        ],
        [
          addOns.desktopAccess,
          `${formatPrice(DESKTOP_ACCESS.pricePhp)} per device`,
          `${formatDays(DESKTOP_ACCESS.validityDays)} from activation`,
          capitalize(refundInWords("desktop")),
        ],
      ],
    },
  }) satisfies Record<PlanGroupId, TableBlock>;
