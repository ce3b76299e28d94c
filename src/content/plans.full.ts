/**
 * The plan cards' dialog texts (see FullContent in types.ts). A dialog adds only what is its own
 * plan's: what its points cover and its refund rule, never the card's facts. What holds for every
 * plan (which points a report uses first, that points expire) is said once above the cards
 * (plansIntro), who may move or give points in the FAQs, how location sharing works on /agencies.
 */
import { BARANGAY_PLANS, PERSONAL_PLANS, type PointsPlan } from "./constants";
import { agenciesPerReport, reportsCoveredRange } from "./derived";
import { refundInWords } from "./phrasing";
import type { ContentBlock } from "./types";
import { formatCount } from "~/lib/format";

/** What a plan's points come to, after the card's "Covers 1 to 5 reports"; nothing for unlimited points. */
function coverage(plan: PointsPlan): ContentBlock[] {
  const range = reportsCoveredRange(plan.points);
  if (!range) return [];
  return [
    {
      type: "paragraph",
      text: `That is ${formatCount(range.most)} reports if each goes to ${formatCount(agenciesPerReport.fewest)} agency, or ${formatCount(range.fewest)} if each goes to ${formatCount(agenciesPerReport.most)} agencies.`,
    },
  ];
}

const refund = (text: string): ContentBlock => ({ type: "paragraph", text });

function barangayPlanText(plan: PointsPlan): ContentBlock[] {
  if (plan.pricePhp === 0) {
    return [
      ...coverage(plan),
      {
        type: "paragraph",
        text: "When the gift runs out or expires, your barangay can buy a barangay plan.",
      },
    ];
  }
  return [
    ...coverage(plan),
    // "Allocated" is the spec's word; say what it means at its first use on the page, and no more.
    refund(
      `You can ask for a refund ${refundInWords("bips")}, that is, while none of the points have been given out for use.`,
    ),
  ];
}

function personalPlanText(plan: PointsPlan): ContentBlock[] {
  return [
    ...coverage(plan),
    ...(plan.pricePhp === 0 ? [] : [refund(`You can ask for a refund ${refundInWords("pips")}.`)]),
  ];
}

/** Every plan card's dialog text, by card id. */
export const planTexts: Record<string, readonly ContentBlock[]> = {
  ...Object.fromEntries(BARANGAY_PLANS.map((plan) => [plan.id, barangayPlanText(plan)])),
  ...Object.fromEntries(PERSONAL_PLANS.map((plan) => [plan.id, personalPlanText(plan)])),
  "extra-agency-slot": [
    refund(
      `You can ask for a refund ${refundInWords("agency-slot")}. There is no refund after the agency in the slot is verified.`,
    ),
  ],
  "location-sharing-addon": [
    {
      type: "link",
      text: "How location sharing works: consent, when it turns off, what is kept",
      page: "agencies",
      card: "location-sharing",
    },
  ],
  "desktop-access-plan": [
    {
      type: "list",
      items: [
        "They may buy it or request it.",
        "It is locked to the computer's hardware and cannot be moved to another computer.",
        `You can ask for a refund ${refundInWords("desktop")}.`,
      ],
    },
  ],
};
