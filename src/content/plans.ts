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
import { capitalize, paidPlanPrices } from "./derived";
import { pointsPerReportInWords, reportsCovered } from "./points";
import { agencyTypesInWords, rolesInWords } from "./phrasing";
import type { Card, CardFact, CardSection } from "./types";
import { formatCount, formatDays, formatList, formatPoints, formatPrice } from "~/lib/format";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const plansPage = definePage("plans", {
  description:
    "Plans and pricing for Brisk: incident points for barangays and residents, add-ons for agencies, how long each lasts and when you can get a refund.",
  subtitle: "What each plan costs, what it gives you and how long it lasts.",
});

/*
 * Every plan card and table is generated from constants.ts: prices, points and validity are never
 * typed here. A card shows price, points and validity; its dialog adds only what is its own (what
 * its points cover, its refund rule), never the card's facts again. What holds for every plan (which
 * points a report uses first, that points expire) is said once, in plansIntro.
 */

/** A plan's name in Title Case, as the spec writes card titles: "Verification gift" → "Verification Gift". */
const titleCase = (name: string) => name.split(" ").map(capitalize).join(" ");

/** A barangay plan's card title, e.g. "Barangay Rural"; the plan finder names its answer by it. */
export const barangayPlanTitle = (plan: PointsPlan) => `Barangay ${titleCase(plan.name)}`;
export const personalPlanTitle = (plan: PointsPlan) => `Personal ${plan.name}`;

/** How many reports a plan's points cover; "No limit" for unlimited points. */
export const reportsCoveredCell = (points: PointsPlan["points"]) => reportsCovered(points) ?? "No limit";

/** The explanation of incident points at the top of /plans: the first time the page uses the term. */
export const plansIntro = [
  `Reports in Brisk use incident points. Each agency a report goes to uses ${formatPoints(POINTS_PER_AGENCY)}, and a report can go to at most ${formatCount(MAX_AGENCIES_PER_REPORT)} agencies. So each report uses ${pointsPerReportInWords}.`,
  "A barangay buys barangay points (BIPs), which its residents' reports use first. A resident's personal points (PIPs) are used only when the barangay does not have enough. Points expire when their validity ends.",
  pricesInWords(),
];

/** The price of a point and of one report, the same on every paid plan: what a buyer budgets with. */
function pricesInWords(): string {
  const { perPoint, unlimitedPlans, perReport } = paidPlanPrices([...BARANGAY_PLANS, ...PERSONAL_PLANS]);
  const except = unlimitedPlans.length
    ? `, except ${formatList(unlimitedPlans.map(barangayPlanTitle))}, which has unlimited points`
    : "";
  const reports = perReport.map(
    ({ agencies, pricePhp }, index) =>
      `${formatPrice(pricePhp)} for ${formatCount(agencies)}${index === 0 ? ` ${agencies === 1 ? "agency" : "agencies"}` : ""}`,
  );
  return `A point costs ${formatPrice(perPoint)} on every paid plan${except}. A bigger plan gives you more points and more days, not a lower price. So on a paid plan, one report costs ${formatList(reports)}.`;
}

function pointsFacts(plan: PointsPlan): CardFact[] {
  return [
    { label: "Points", value: plan.points === "unlimited" ? "Unlimited" : formatCount(plan.points) },
    { label: "Valid for", value: formatDays(plan.validityDays) },
  ];
}

/** A plan's dialog text, loaded from plans.full.ts when it opens. */
const fullText = (id: string) => () => import("./plans.full").then((module) => module.planTexts[id] ?? []);

function barangayPlanCard(plan: PointsPlan): Card {
  const isGift = plan.pricePhp === 0;
  const covers =
    plan.points === "unlimited"
      ? "No limit on reports while the plan lasts."
      : `Covers ${reportsCoveredCell(plan.points)} reports, depending on how many agencies each one goes to.`;
  return {
    id: plan.id,
    image: { src: `/images/cards/${plan.id}.svg`, alt: "" },
    title: barangayPlanTitle(plan),
    description: isGift ? `A barangay receives this gift free when it is verified. ${covers}` : covers,
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
    description: `Covers ${reportsCoveredCell(plan.points)} of your own reports.`,
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
  description: "Adds an agency slot. A slot is used up when its agency is verified.",
  price: formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
  facts: [
    { label: "For", value: "Another agency" },
    { label: "Valid for", value: "No expiry" },
  ],
  icon: Building2,
  fullContent: fullText("extra-agency-slot"),
};

export const locationSharingAddon: Card = {
  id: "location-sharing-addon",
  image: { src: "/images/cards/location-sharing-addon.svg", alt: "" },
  title: "Location Sharing add-on",
  description: `See where your agency members are during a response, with their consent. It is free for ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)} agencies.`,
  price: formatPrice(LOCATION_SHARING_ADDON.pricePhp),
  facts: [
    { label: "Valid for", value: formatDays(LOCATION_SHARING_ADDON.validityDays) },
    { label: "Bought by", value: capitalize(rolesInWords(LOCATION_SHARING_BUYER_ROLES)) },
  ],
  icon: MapIcon,
  fullContent: fullText("location-sharing-addon"),
};

export const desktopAccess: Card = {
  id: "desktop-access-plan",
  image: { src: "/images/cards/desktop-access-plan.svg", alt: "" },
  title: "Desktop Access",
  // Which computers it runs on is not in the spec (Windows and macOS are "coming soon"): say none.
  description: `A license for ${rolesInWords(DESKTOP_ACCESS_ROLES)} to use Brisk on a computer.`,
  price: formatPrice(DESKTOP_ACCESS.pricePhp),
  facts: [
    { label: "Valid for", value: `${formatDays(DESKTOP_ACCESS.validityDays)} from activation` },
    { label: "Per", value: "Device" },
  ],
  icon: Monitor,
  fullContent: fullText("desktop-access-plan"),
};

/**
 * A group of plans on /plans: its cards; plan-comparisons.ts compares them, and
 * next-step-structure.ts says what to do next.
 */
export type PlanGroup = CardSection & { id: PlanGroupId };

export type PlanGroupId = "barangay" | "personal" | "agency";

/** The plans page's groups, in the order a buyer needs them: barangays first, the main paid product. */
export const planGroups = [
  {
    id: "barangay",
    title: "Barangay plans",
    intro: "Barangay points pay for the reports your residents send.",
    cards: BARANGAY_PLANS.map(barangayPlanCard),
  },
  {
    id: "personal",
    title: "Personal plans",
    intro: "Personal points pay for your own reports.",
    cards: PERSONAL_PLANS.map(personalPlanCard),
  },
  {
    id: "agency",
    title: "Add-ons for agencies",
    intro: "Brisk is free for every agency type except barangays, and any agency may buy these add-ons.",
    cards: [extraAgencySlot, locationSharingAddon, desktopAccess],
  },
] satisfies PlanGroup[];

/** Every plan card, for the dialog and for tests. */
export const planCards: Card[] = planGroups.flatMap((group) => group.cards);
