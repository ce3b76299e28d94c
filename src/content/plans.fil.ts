/** The plans page (plans.ts) in Filipino: the same cards and groups, generated from the same constants. */
import { Building2, Map as MapIcon, Monitor, Wallet } from "lucide";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  EXTRA_AGENCY_SLOT,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING_ADDON,
  MAX_AGENCIES_PER_REPORT,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  type PointsPlan,
} from "./constants";
import { planName } from "./labels.fil";
import { pricePerPoint, reportPrices } from "./derived";
import { nextSteps } from "./next-steps.fil";
import { agencyTypesInWords } from "./phrasing.fil";
import type * as english from "./plans";
import type { PlanGroup } from "./plans";
import { pointsPerReportInWords, reportsCovered } from "./points.fil";
import type { Card, CardFact, Translation } from "./types";
import {
  formatCount,
  formatDays,
  formatList,
  formatMonths,
  formatPoints,
  formatPrice,
} from "~/lib/format.fil";
import { definePage } from "~/content/page-names.fil";

export type { PlanGroup, PlanGroupId } from "./plans";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const plansPage = definePage("plans", {
  description:
    "Mga plan at presyo ng Brisk: incident points para sa barangay at residente, add-on para sa mga ahensya, gaano katagal valid ang bawat isa, at ang refund.",
  subtitle: "Magkano ang bawat plan, ano ang makukuha mo rito at gaano ito katagal valid.",
});

/**
 * A barangay plan's card title, e.g. "Barangay Rural"; the plan finder names its answer by it. Plan
 * names stay as they are; the verification gift, whose name says what it is, reads as a phrase.
 */
export const barangayPlanTitle = (plan: PointsPlan) =>
  plan.pricePhp === 0 ? `${planName(plan)} ng barangay` : `Barangay ${planName(plan)}`;
export const personalPlanTitle = (plan: PointsPlan) => `Personal ${planName(plan)}`;

/** How many reports a plan's points cover; "Walang limit" for unlimited points. */
export const reportsCoveredCell = (points: PointsPlan["points"]) => reportsCovered(points) ?? "Walang limit";

/** The explanation of incident points at the top of /plans: the first time the page uses the term. */
export const plansIntro = [
  `Gumagamit ng incident points ang mga report sa Brisk. Sa bawat ahensyang pinadadalhan ng report, ${formatPoints(POINTS_PER_AGENCY)} ang nagagamit, at hanggang ${formatCount(MAX_AGENCIES_PER_REPORT)} ahensya lang ang puwedeng padalhan ng isang report. Kaya ${pointsPerReportInWords} ang nagagamit ng isang report.`,
  "Bumibili ang barangay ng points na unang ginagamit ng mga report ng mga residente nito. Ginagamit lang ang sariling personal points ng residente kapag kinulang na ang points ng barangay.",
  pricesInWords(),
] satisfies Translation<typeof english.plansIntro>;

/** The price of a point and of one report, the same on every paid plan (plans.ts). */
function pricesInWords(): string {
  const price = pricePerPoint([...BARANGAY_PLANS, ...PERSONAL_PLANS]);
  const unlimited = BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0 && plan.points === "unlimited");
  const except = unlimited.length
    ? `, maliban sa ${formatList(unlimited.map(barangayPlanTitle))}, na walang limit ang points`
    : "";
  const reports = reportPrices(price).map((row, index) =>
    index === 0
      ? `${formatPrice(row.pricePhp)} ang isang report kung sa ${formatCount(row.agencies)} ahensya ito ipapadala`
      : `${formatPrice(row.pricePhp)} kung sa ${formatCount(row.agencies)}`,
  );
  return `${formatPrice(price)} ang bawat point sa lahat ng paid plan${except}. Kaya sa mas malaking plan, mas maraming points at mas maraming araw ang makukuha, hindi mas mababang presyo. Sa paid plan, ${formatList(reports)}.`;
}

function pointsFacts(plan: PointsPlan): CardFact[] {
  return [
    { label: "Points", value: plan.points === "unlimited" ? "Unlimited" : formatCount(plan.points) },
    { label: "Validity", value: formatDays(plan.validityDays) },
  ];
}

/** A plan's dialog text, loaded from plans.full.fil.ts when it opens. */
const fullText = (id: string) => () =>
  import("./plans.full.fil").then((module) => module.planTexts[id] ?? []);

function barangayPlanCard(plan: PointsPlan): Card {
  const isGift = plan.pricePhp === 0;
  const covers =
    plan.points === "unlimited"
      ? "Walang limit sa mga report habang valid pa ang plan."
      : `Sapat para sa ${reportsCoveredCell(plan.points)} report, depende sa kung ilang ahensya ang pinadadalhan ng bawat isa.`;
  return {
    id: plan.id,
    image: { src: `/images/cards/${plan.id}.svg`, alt: "" },
    title: barangayPlanTitle(plan),
    description: isGift
      ? `Isang beses itong matatanggap nang libre ng bawat barangay, kapag na-verify na ito. ${covers}`
      : covers,
    price: formatPrice(plan.pricePhp),
    facts: pointsFacts(plan),
    icon: Building2,
    fullContent: fullText(plan.id),
  };
}

function personalPlanCard(plan: PointsPlan): Card {
  return {
    id: plan.id,
    image: { src: `/images/cards/${plan.id}.svg`, alt: "" },
    title: personalPlanTitle(plan),
    description: `Sapat para sa ${reportsCoveredCell(plan.points)} report mo.`,
    price: formatPrice(plan.pricePhp),
    facts: pointsFacts(plan),
    icon: Wallet,
    fullContent: fullText(plan.id),
  };
}

export const extraAgencySlot: Card = {
  id: "extra-agency-slot",
  image: { src: "/images/cards/extra-agency-slot.svg", alt: "" },
  title: "Dagdag na Agency Slot",
  description:
    "Puwesto para sa isa pang ahensya. Gamit na ang slot kapag na-verify ang ahensyang nakalagay rito.",
  price: formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
  facts: [
    { label: "Slot", value: "Isang ahensya" },
    { label: "Validity", value: "Walang expiry" },
  ],
  icon: Building2,
  fullContent: fullText("extra-agency-slot"),
};

export const locationSharingAddon: Card = {
  id: "location-sharing-addon",
  image: { src: "/images/cards/location-sharing-addon.svg", alt: "" },
  title: "Location Sharing Add-on",
  description: `Makikita ninyo kung nasaan ang inyong mga miyembro habang rumeresponde, basta pumayag sila. Libre para sa mga ahensya ng ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)}.`,
  price: formatPrice(LOCATION_SHARING_ADDON.pricePhp),
  facts: [
    { label: "Validity", value: formatDays(LOCATION_SHARING_ADDON.validityDays) },
    { label: "Puwedeng bumili", value: "Mga owner at admin" },
  ],
  icon: MapIcon,
  fullContent: fullText("location-sharing-addon"),
};

export const desktopAccess: Card = {
  id: "desktop-access-plan",
  image: { src: "/images/cards/desktop-access-plan.svg", alt: "" },
  title: "Desktop Access",
  description: `Gamitin ang Brisk sa computer nang ${formatMonths(DESKTOP_ACCESS.validityYears * 12)} mula sa araw na ma-activate ito. Per device ang presyo.`,
  price: formatPrice(DESKTOP_ACCESS.pricePhp),
  facts: [
    { label: "Validity", value: formatDays(DESKTOP_ACCESS.validityDays) },
    { label: "Kada", value: "Device" },
  ],
  icon: Monitor,
  fullContent: fullText("desktop-access-plan"),
};

/** The plans page's groups, in the order a buyer needs them: barangays first, the main paid product. */
export const planGroups = [
  {
    id: "barangay",
    title: "Mga plan para sa barangay",
    intro:
      "Ang Barangay Incident Points (BIPs) ang pambayad sa mga report na ipinapadala ng inyong mga residente. Nagsisimula ang bawat na-verify na barangay sa libreng regalong points.",
    cards: BARANGAY_PLANS.map(barangayPlanCard),
    nextStep: nextSteps.barangay,
  },
  {
    id: "personal",
    title: "Mga personal plan",
    intro:
      "Sa iyo ang Personal Incident Points (PIPs), para magamit kapag kinulang ang points ng barangay mo. Mga verified user lang ang puwedeng mag-report.",
    cards: PERSONAL_PLANS.map(personalPlanCard),
    nextStep: nextSteps.resident,
  },
  {
    id: "agency",
    title: "Mga add-on para sa ahensya",
    intro:
      "Libre ang Brisk para sa mga rumerespondeng ahensya, maliban sa barangay. Opsyonal ang mga add-on na ito.",
    cards: [extraAgencySlot, locationSharingAddon, desktopAccess],
    nextStep: nextSteps.agency,
  },
] satisfies PlanGroup[] & Translation<typeof english.planGroups>;

/** Every plan card, for the dialog and for tests. */
export const planCards: Card[] = planGroups.flatMap((group) => group.cards);
