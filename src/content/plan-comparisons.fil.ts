/**
 * The tables that compare each group of plans on /plans (plan-comparisons.ts), in Filipino: price,
 * points, validity, price per point and the reports the points cover, from the same constants.
 */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING_ADDON,
  PERSONAL_PLANS,
  type PointsPlan,
} from "./constants";
import { capitalize, refundInWords } from "./phrasing.fil";
import type * as english from "./plan-comparisons";
import type { AddOnTitles } from "./plan-comparisons";
import type { PlanGroupId } from "./card-structure";
import { barangayPlanTitle, personalPlanTitle, reportsCoveredCell } from "./plans.fil";
import type { TableBlock, Translation } from "./types";
import { formatCount, formatDays, formatPrice } from "~/lib/format.fil";

/** Plans side by side: price, points, validity, price per point and the reports they cover. */
function comparisonTable(caption: string, plans: readonly PointsPlan[], title: (plan: PointsPlan) => string) {
  return {
    type: "table",
    caption,
    columns: ["Plan", "Presyo", "Points", "Validity", "Presyo kada point", "Sakop na report"],
    rows: plans.map((plan) => [
      title(plan),
      formatPrice(plan.pricePhp),
      plan.points === "unlimited" ? "Unlimited" : formatCount(plan.points),
      formatDays(plan.validityDays),
      plan.points === "unlimited" ? "Walang limit ang points" : formatPrice(plan.pricePhp / plan.points),
      reportsCoveredCell(plan.points),
    ]),
  } satisfies TableBlock;
}

/** Each group's comparison, by group id. */
export const planComparisons = (addOns: AddOnTitles) =>
  ({
    barangay: comparisonTable("Paghahambing ng mga plan para sa barangay", BARANGAY_PLANS, barangayPlanTitle),
    personal: comparisonTable("Paghahambing ng mga personal plan", PERSONAL_PLANS, personalPlanTitle),
    agency: {
      type: "table",
      caption: "Paghahambing ng mga add-on para sa ahensya",
      columns: ["Add-on", "Presyo", "Validity", "Refund"],
      rows: [
        [
          addOns.extraAgencySlot,
          formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
          "Walang expiry",
          `${capitalize(refundInWords("agency-slot"))}; hindi na kapag na-verify ang ahensya`,
        ],
        [
          addOns.locationSharingAddon,
          formatPrice(LOCATION_SHARING_ADDON.pricePhp),
          formatDays(LOCATION_SHARING_ADDON.validityDays),
          // The spec gives no refund rule for this add-on by name: the owner decides (docs/owner-questions.md).
          "Magtanong sa amin",
        ],
        [
          addOns.desktopAccess,
          `${formatPrice(DESKTOP_ACCESS.pricePhp)} kada device`,
          `${formatDays(DESKTOP_ACCESS.validityDays)} mula nang ma-activate`,
          capitalize(refundInWords("desktop")),
        ],
      ],
    },
  }) satisfies Record<PlanGroupId, TableBlock> & Translation<ReturnType<typeof english.planComparisons>>;
