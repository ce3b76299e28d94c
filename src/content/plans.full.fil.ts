/**
 * The plan cards' dialog texts (plans.full.ts) in Filipino. A dialog adds only what is its own
 * plan's: what its points cover and its refund rule, never the card's facts.
 */
import { BARANGAY_PLANS, PERSONAL_PLANS, type PointsPlan } from "./constants";
import { agenciesPerReport, reportsCoveredRange } from "./derived";
import { refundInWords } from "./phrasing.fil";
import type * as english from "./plans.full";
import type { ContentBlock, Translation } from "./types";
import { formatCount } from "~/lib/format.fil";

/** What a plan's points come to, after the card's "Sapat para sa 1 hanggang 5 report"; nothing for unlimited points. */
function coverage(plan: PointsPlan): ContentBlock[] {
  const range = reportsCoveredRange(plan.points);
  if (!range) return [];
  return [
    {
      type: "paragraph",
      text: `Ibig sabihin, ${formatCount(range.most)} report kung sa ${formatCount(agenciesPerReport.fewest)} ahensya lang ipapadala ang bawat isa, o ${formatCount(range.fewest)} kung sa ${formatCount(agenciesPerReport.most)} ahensya.`,
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
        text: "Kapag naubos o nag-expire na ang regalo, puwedeng bumili ang inyong barangay ng barangay plan.",
      },
    ];
  }
  return [
    ...coverage(plan),
    refund(
      `Puwede kayong humingi ng refund ${refundInWords("bips")}, ibig sabihin, habang wala pang points na naibigay para gamitin.`,
    ),
  ];
}

function personalPlanText(plan: PointsPlan): ContentBlock[] {
  return [
    ...coverage(plan),
    ...(plan.pricePhp === 0 ? [] : [refund(`Puwede kang humingi ng refund ${refundInWords("pips")}.`)]),
  ];
}

/** The add-ons' dialog texts; typed by id so that a missing one fails the type check. */
const addonTexts = {
  "extra-agency-slot": [
    refund(
      `Puwede kayong humingi ng refund ${refundInWords("agency-slot")}. Wala nang refund kapag na-verify na ang ahensyang nasa slot.`,
    ),
  ],
  "location-sharing-addon": [
    {
      type: "link",
      text: "Paano gumagana ang location sharing: pagpayag, kailan ito nag-o-off, ano ang iniimbak",
      page: "agencies",
      card: "location-sharing",
    },
  ],
  "desktop-access-plan": [
    {
      type: "list",
      items: [
        "Puwede nila itong bilhin o i-request.",
        "Naka-lock ito sa hardware ng computer, kaya hindi ito puwedeng ilipat sa ibang computer.",
        `Puwede kayong humingi ng refund ${refundInWords("desktop")}.`,
      ],
    },
  ],
} satisfies Record<"extra-agency-slot" | "location-sharing-addon" | "desktop-access-plan", ContentBlock[]>;

/**
 * Every plan card's dialog text, by card id. The plans' entries come from the constants, as in
 * English, so their keys cannot be typed out here; the parity test compares every entry.
 */
export const planTexts: Record<string, readonly ContentBlock[]> = {
  ...Object.fromEntries(BARANGAY_PLANS.map((plan) => [plan.id, barangayPlanText(plan)])),
  ...Object.fromEntries(PERSONAL_PLANS.map((plan) => [plan.id, personalPlanText(plan)])),
  ...addonTexts,
} satisfies Translation<typeof english.planTexts>;
