/**
 * The plan cards' dialog texts (see FullContent in types.ts). A dialog
 * adds what its card cannot: how the points are used and the refund rule, never the card's facts.
 */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS_ROLES,
  LOCATION_SHARING,
  LOCATION_SHARING_BUYER_ROLES,
  PERSONAL_PLANS,
  type PointsPlan,
} from "./constants";
import { refundInWords, rolesInWords } from "./phrasing";
import type { ContentBlock } from "./types";
import { formatDays, formatHours } from "~/lib/format";

const refundItem = (id: Parameters<typeof refundInWords>[0]) => `Refunds: ${refundInWords(id)}.`;

function barangayPlanText(plan: PointsPlan): ContentBlock[] {
  const isGift = plan.pricePhp === 0;
  const howItWorks: ContentBlock[] = [
    { type: "heading", text: "How barangay points work" },
    {
      type: "list",
      items: [
        "Your residents' reports use the barangay's points first. When too few are left, a report uses the resident's own personal points.",
        "Residents may gift or sponsor points to their barangay.",
        "The points stay with your barangay: they cannot be moved to another barangay.",
        `Points not used within ${formatDays(plan.validityDays)} expire.`,
        ...(isGift ? [] : [refundItem("bips")]),
      ],
    },
  ];
  if (!isGift) return howItWorks;
  return [
    {
      type: "paragraph",
      text: "The gift arrives when Brisk verifies your barangay, so your residents can start reporting at once. When it runs out or expires, buy a barangay plan.",
    },
    ...howItWorks,
  ];
}

function personalPlanText(plan: PointsPlan): ContentBlock[] {
  return [
    { type: "heading", text: "How personal points work" },
    {
      type: "list",
      items: [
        "A report uses your personal points only when your barangay does not have enough points of its own.",
        "Personal points belong to your account. You cannot give or move them to anyone else.",
        `Points not used within ${formatDays(plan.validityDays)} expire.`,
        ...(plan.pricePhp === 0 ? [] : [refundItem("pips")]),
      ],
    },
  ];
}

/** Every plan card's dialog text, by card id. */
export const planTexts: Record<string, readonly ContentBlock[]> = {
  ...Object.fromEntries(BARANGAY_PLANS.map((plan) => [plan.id, barangayPlanText(plan)])),
  ...Object.fromEntries(PERSONAL_PLANS.map((plan) => [plan.id, personalPlanText(plan)])),
  "extra-agency-slot": [
    {
      type: "list",
      items: [
        "The slot does not expire, so you can buy it before the agency is ready.",
        `${refundItem("agency-slot")} Once the agency in the slot is verified, it cannot be refunded.`,
      ],
    },
  ],
  "location-sharing-addon": [
    {
      type: "list",
      items: [
        `Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} can buy it.`,
        "A member is tracked only after accepting the location request.",
        `Sharing turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}, or earlier when switched off.`,
        `Location footprints, the record of where a member has been, are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
      ],
    },
  ],
  "desktop-access-plan": [
    {
      type: "list",
      items: [
        `Agency ${rolesInWords(DESKTOP_ACCESS_ROLES).replace(/agency /g, "")} can buy or request it.`,
        "Each purchase covers one device and is locked to that device's hardware: it cannot be moved to another computer.",
        refundItem("desktop"),
      ],
    },
  ],
};
