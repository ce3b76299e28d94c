/** The plans page (plans.ts) in Filipino: the same cards and groups, generated from the same constants. */
import { Building2, Map as MapIcon, Monitor, Wallet } from "lucide";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  EXTRA_AGENCY_SLOT,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING_ADDON,
  LOCATION_SHARING_BUYER_ROLES,
  MAX_AGENCIES_PER_REPORT,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  type PointsPlan,
} from "./constants";
import { agencyRolesInWords, planName } from "./labels.fil";
import { capitalize, paidPlanPrices } from "./derived";
import { agencyTypesInWords } from "./phrasing.fil";
import type * as english from "./plans";
import type { PlanGroup } from "./plans";
import { pointsPerReportInWords, reportsCovered } from "./points.fil";
import type { Card, CardFact, Translation } from "./types";
import { formatCount, formatDays, formatList, formatPoints, formatPrice } from "~/lib/format.fil";
import { definePage } from "~/content/page-names.fil";

export type { PlanGroup, PlanGroupId } from "./plans";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const plansPage = definePage("plans", {
  description:
    "Mga plan at presyo ng Brisk: incident points ng barangay at residente, add-on ng ahensya, gaano katagal valid ang bawat isa, at kailan puwedeng ma-refund.",
  subtitle: "Magkano ang bawat plan, ano ang makukuha mo rito at gaano ito katagal valid.",
});

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

/** The explanation of incident points at the top of /plans: the first time the page uses the term. */
export const plansIntro = [
  `Gumagamit ng incident points ang mga report sa Brisk. Sa bawat ahensyang pinadadalhan ng report, ${formatPoints(POINTS_PER_AGENCY)} ang ginagamit, at hanggang ${formatCount(MAX_AGENCIES_PER_REPORT)} ahensya lang ang puwedeng padalhan ng isang report. Kaya ${pointsPerReportInWords} ang ginagamit ng bawat report.`,
  "Bumibili ang barangay ng barangay points (BIPs), na unang ginagamit ng mga report ng mga residente nito. Ginagamit lang ang personal points (PIPs) ng residente kapag kulang ang barangay points. Mag-e-expire ang points kapag tapos na ang validity nito.",
  pricesInWords(),
] satisfies Translation<typeof english.plansIntro>;

/** The price of a point and of one report, the same on every paid plan (plans.ts). */
function pricesInWords(): string {
  const { perPoint, unlimitedPlans, perReport } = paidPlanPrices([...BARANGAY_PLANS, ...PERSONAL_PLANS]);
  const except = unlimitedPlans.length
    ? `, maliban sa ${formatList(unlimitedPlans.map(barangayPlanTitle))}, na walang limit ang points`
    : "";
  const reports = perReport.map(({ agencies, pricePhp }, index) =>
    index === 0
      ? `${formatPrice(pricePhp)} ang isang report kung sa ${formatCount(agencies)} ahensya ito ipapadala`
      : `${formatPrice(pricePhp)} kung sa ${formatCount(agencies)}`,
  );
  return `${formatPrice(perPoint)} ang bawat point sa lahat ng paid plan${except}. Sa mas malaking plan, mas maraming points at araw ang makukuha mo, hindi mas mababang presyo. Kaya sa paid plan, ${formatList(reports)}.`;
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
    description: isGift ? `Matatanggap ito nang libre ng barangay kapag na-verify na ito. ${covers}` : covers,
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
  title: "Extra Agency Slot",
  // The spec says when a slot is used up, not who needs an extra one (docs/owner-questions.md).
  description: "Dagdag na agency slot. Gamit na ang slot kapag na-verify ang ahensya nito.",
  price: formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
  facts: [
    { label: "Para sa", value: "Dagdag na ahensya" },
    { label: "Validity", value: "Walang expiry" },
  ],
  icon: Building2,
  fullContent: fullText("extra-agency-slot"),
};

export const locationSharingAddon: Card = {
  id: "location-sharing-addon",
  image: { src: "/images/cards/location-sharing-addon.svg", alt: "" },
  title: "Location Sharing add-on",
  description: `Makikita ninyo kung nasaan ang mga miyembro ng inyong ahensya habang rumeresponde, basta pumayag sila. Libre ito para sa mga ahensya ng ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)}.`,
  price: formatPrice(LOCATION_SHARING_ADDON.pricePhp),
  facts: [
    { label: "Validity", value: formatDays(LOCATION_SHARING_ADDON.validityDays) },
    { label: "Puwedeng bumili", value: capitalize(agencyRolesInWords(LOCATION_SHARING_BUYER_ROLES)) },
  ],
  icon: MapIcon,
  fullContent: fullText("location-sharing-addon"),
};

/** "mga owner, admin at miyembro ng ahensya": the roles that may buy or request Desktop Access (plans.ts). */
const desktopRoles = agencyRolesInWords(DESKTOP_ACCESS_ROLES);

export const desktopAccess: Card = {
  id: "desktop-access-plan",
  image: { src: "/images/cards/desktop-access-plan.svg", alt: "" },
  title: "Desktop Access",
  // Which computers it runs on is not in the spec (Windows and macOS are "coming soon"): say none.
  description: `License para magamit ng ${desktopRoles} ang Brisk sa computer.`,
  price: formatPrice(DESKTOP_ACCESS.pricePhp),
  facts: [
    { label: "Validity", value: `${formatDays(DESKTOP_ACCESS.validityDays)} mula nang ma-activate` },
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
    intro: "Ang barangay points ang pambayad sa mga report na ipinapadala ng inyong mga residente.",
    cards: BARANGAY_PLANS.map(barangayPlanCard),
  },
  {
    id: "personal",
    title: "Mga personal plan",
    intro: "Pambayad ang personal points sa sarili mong mga report.",
    cards: PERSONAL_PLANS.map(personalPlanCard),
  },
  {
    id: "agency",
    title: "Mga add-on para sa ahensya",
    intro:
      "Libre ang Brisk sa lahat ng uri ng ahensya maliban sa barangay, at puwedeng bilhin ng kahit anong ahensya ang mga add-on na ito.",
    cards: [extraAgencySlot, locationSharingAddon, desktopAccess],
  },
] satisfies PlanGroup[] & Translation<typeof english.planGroups>;

/** Every plan card, for the dialog and for tests. */
export const planCards: Card[] = planGroups.flatMap((group) => group.cards);
