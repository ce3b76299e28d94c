/**
 * The plan cards' dialog texts (plans.full.ts) in Filipino. A dialog adds
 * what its card cannot: how the points are used and the refund rule, never the card's facts.
 */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS_ROLES,
  LOCATION_SHARING,
  LOCATION_SHARING_BUYER_ROLES,
  PERSONAL_PLANS,
  type PointsPlan,
} from "./constants";
import { refundInWords, rolesInWords } from "./phrasing.fil";
import type * as english from "./plans.full";
import type { ContentBlock, Translation } from "./types";
import { formatDays, formatHours } from "~/lib/format.fil";

const refundItem = (id: Parameters<typeof refundInWords>[0]) => `Puwedeng ma-refund ${refundInWords(id)}.`;

function barangayPlanText(plan: PointsPlan): ContentBlock[] {
  const isGift = plan.pricePhp === 0;
  const howItWorks: ContentBlock[] = [
    { type: "heading", text: "Paano gumagana ang points ng barangay" },
    {
      type: "list",
      items: [
        "Unang ginagamit ng mga report ng inyong mga residente ang points ng barangay. Kapag kulang na ang natitira, ang sariling personal points ng residente ang gagamitin ng report.",
        "Puwedeng magregalo o mag-sponsor ng points ang mga residente sa kanilang barangay.",
        "Mananatili sa inyong barangay ang points: hindi ito puwedeng ilipat sa ibang barangay.",
        `Mag-e-expire ang points na hindi nagamit sa loob ng ${formatDays(plan.validityDays)}.`,
        ...(isGift ? [] : [refundItem("bips")]),
      ],
    },
  ];
  if (!isGift) return howItWorks;
  return [
    {
      type: "paragraph",
      text: "Darating ang regalo kapag na-verify ng Brisk ang inyong barangay, kaya makakapag-report agad ang inyong mga residente. Kapag naubos o nag-expire na ito, bumili ng barangay plan.",
    },
    ...howItWorks,
  ];
}

function personalPlanText(plan: PointsPlan): ContentBlock[] {
  return [
    { type: "heading", text: "Paano gumagana ang personal points" },
    {
      type: "list",
      items: [
        "Ginagamit lang ng report ang personal points mo kapag kulang ang sariling points ng barangay mo.",
        "Nakalaan sa account mo ang personal points. Hindi mo ito puwedeng ibigay o ilipat sa iba.",
        `Mag-e-expire ang points na hindi nagamit sa loob ng ${formatDays(plan.validityDays)}.`,
        ...(plan.pricePhp === 0 ? [] : [refundItem("pips")]),
      ],
    },
  ];
}

/** The add-ons' dialog texts; typed by id so that a missing one fails the type check. */
const addonTexts = {
  "extra-agency-slot": [
    {
      type: "list",
      items: [
        "Hindi nag-e-expire ang slot, kaya puwede mo itong bilhin kahit hindi pa handa ang ahensya.",
        `${refundItem("agency-slot")} Kapag na-verify na ang ahensyang nasa slot, hindi na ito puwedeng ma-refund.`,
      ],
    },
  ],
  "location-sharing-addon": [
    {
      type: "list",
      items: [
        `Ang mga ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} lang ang puwedeng bumili nito.`,
        "Sinusubaybayan lang ang isang miyembro kapag tinanggap na niya ang location request.",
        `Kusang nag-o-off ang sharing pagkalipas ng ${formatHours(LOCATION_SHARING.autoOffHours)}, o mas maaga kung i-off ito.`,
        `Binubura kada ${formatHours(LOCATION_SHARING.footprintDeletionHours)} ang location footprints, ang talaan ng mga pinuntahan ng isang miyembro.`,
      ],
    },
  ],
  "desktop-access-plan": [
    {
      type: "list",
      items: [
        `Puwede itong bilhin o i-request ng mga ${rolesInWords(DESKTOP_ACCESS_ROLES).replace(/agency /g, "")} ng ahensya.`,
        "Para sa isang device lang ang bawat bili, at naka-lock ito sa hardware ng device na iyon: hindi ito puwedeng ilipat sa ibang computer.",
        refundItem("desktop"),
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
