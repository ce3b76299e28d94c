import { Building2, MapIcon, Monitor, Wallet } from "lucide-react";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  EXTRA_AGENCY_SLOT,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING,
  LOCATION_SHARING_ADDON,
  LOCATION_SHARING_BUYER_ROLES,
  MAX_AGENCIES_PER_REPORT,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  type PointsPlan,
} from "./constants";
import { nextSteps } from "./next-steps";
import { pointsPerReportInWords, reportsCovered } from "./points";
import { agencyTypesInWords, capitalize, refundInWords, rolesInWords } from "./phrasing";
import type { Card, CardFact, CardSection, ContentBlock, NextStep, TableBlock } from "./types";
import { formatCount, formatDays, formatHours, formatMonths, formatPoints, formatPrice } from "~/lib/format";

/*
 * Every plan card and table is generated from constants.ts: prices, points and validity are never
 * typed here. A card shows price, points and validity; its dialog adds how the points are used and
 * the refund rule, never the card's facts again.
 */

/** A barangay plan's card title, e.g. "Barangay Rural"; the plan finder names its answer by it. */
export const barangayPlanTitle = (plan: PointsPlan) => `Barangay ${plan.name}`;
const personalPlanTitle = (plan: PointsPlan) => `Personal ${plan.name}`;

/** How many reports a plan's points cover; "No limit" for unlimited points. */
const reportsCoveredCell = (points: PointsPlan["points"]) => reportsCovered(points) ?? "No limit";

/** The explanation of incident points at the top of /plans: the first time the page uses the term. */
export const plansIntro = [
  `Reports in Brisk use incident points. Each agency a report goes to uses ${formatPoints(POINTS_PER_AGENCY)}, and a report can go to at most ${formatCount(MAX_AGENCIES_PER_REPORT)} agencies. So one report uses ${pointsPerReportInWords}.`,
  "A barangay buys points that its residents' reports use first. A resident's own personal points are used only when the barangay's run short.",
];

function pointsFacts(plan: PointsPlan): CardFact[] {
  return [
    { label: "Points", value: plan.points === "unlimited" ? "Unlimited" : formatCount(plan.points) },
    { label: "Valid for", value: formatDays(plan.validityDays) },
  ];
}

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

const refundItem = (id: Parameters<typeof refundInWords>[0]) => `Refunds: ${refundInWords(id)}.`;

function barangayPlanCard(plan: PointsPlan): Card {
  const isGift = plan.pricePhp === 0;
  const covers =
    plan.points === "unlimited"
      ? "No limit on reports while the plan lasts."
      : `Covers ${reportsCoveredCell(plan.points)} reports, depending on how many agencies each one goes to.`;
  const howItWorks: ContentBlock = {
    type: "list",
    items: [
      "Your residents' reports use the barangay's points first. When too few are left, a report uses the resident's own personal points.",
      "Residents may gift or sponsor points to their barangay.",
      "The points stay with your barangay: they cannot be moved to another barangay.",
      `Points not used within ${formatDays(plan.validityDays)} expire.`,
      ...(isGift ? [] : [refundItem("bips")]),
    ],
  };
  return {
    id: plan.id,
    image: { src: `/images/cards/${plan.id}.svg`, alt: "" },
    title: barangayPlanTitle(plan),
    description: isGift
      ? `Every barangay receives this gift once, free, when it is verified. ${covers}`
      : covers,
    price: formatPrice(plan.pricePhp),
    facts: pointsFacts(plan),
    icon: Building2,
    fullContent: isGift
      ? [
          {
            type: "paragraph",
            text: "Brisk verifies a barangay before it can use barangay points. The gift arrives with verification, so your residents can start reporting at once. When it runs out or expires, buy a barangay plan.",
          },
          { type: "heading", text: "How barangay points work" },
          howItWorks,
        ]
      : [{ type: "heading", text: "How barangay points work" }, howItWorks],
  };
}

function personalPlanCard(plan: PointsPlan): Card {
  const isFree = plan.pricePhp === 0;
  return {
    id: plan.id,
    image: { src: `/images/cards/${plan.id}.svg`, alt: "" },
    title: personalPlanTitle(plan),
    description: `Covers ${reportsCoveredCell(plan.points)} of your own reports.`,
    price: formatPrice(plan.pricePhp),
    facts: pointsFacts(plan),
    icon: Wallet,
    fullContent: [
      { type: "heading", text: "How personal points work" },
      {
        type: "list",
        items: [
          "A report uses your personal points only when your barangay does not have enough points of its own.",
          "Personal points belong to your account. You cannot give or move them to anyone else.",
          `Points not used within ${formatDays(plan.validityDays)} expire.`,
          ...(isFree ? [] : [refundItem("pips")]),
        ],
      },
    ],
  };
}

const extraAgencySlot: Card = {
  id: "extra-agency-slot",
  image: { src: "/images/cards/extra-agency-slot.svg", alt: "" },
  title: "Extra Agency Slot",
  description: "Room for one more agency. A slot is used when the agency in it is verified.",
  price: formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
  facts: [
    { label: "Slots", value: "One agency" },
    { label: "Valid for", value: "No expiry" },
  ],
  icon: Building2,
  fullContent: [
    {
      type: "list",
      items: [
        "The slot does not expire, so you can buy it before the agency is ready.",
        `${refundItem("agency-slot")} Once the agency in the slot is verified, it cannot be refunded.`,
      ],
    },
  ],
};

const locationSharingAddon: Card = {
  id: "location-sharing-addon",
  image: { src: "/images/cards/location-sharing-addon.svg", alt: "" },
  title: "Location Sharing Add-on",
  description: `See where your members are during a response, with their consent. Free for ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)} agencies.`,
  price: formatPrice(LOCATION_SHARING_ADDON.pricePhp),
  facts: [
    { label: "Valid for", value: formatDays(LOCATION_SHARING_ADDON.validityDays) },
    { label: "Bought by", value: "Owners and admins" },
  ],
  icon: MapIcon,
  fullContent: [
    {
      type: "list",
      items: [
        `Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} can buy it.`,
        "A member is tracked only after accepting the location request.",
        `Sharing turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}, or earlier when switched off.`,
        `Location footprints, the record of where a member has been, are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
        refundItem("feature-upgrades"),
      ],
    },
  ],
};

const desktopAccess: Card = {
  id: "desktop-access-plan",
  image: { src: "/images/cards/desktop-access-plan.svg", alt: "" },
  title: "Desktop Access",
  description: `Use Brisk on a computer for ${formatMonths(DESKTOP_ACCESS.validityYears * 12)} from the day it is activated. Priced per device.`,
  price: formatPrice(DESKTOP_ACCESS.pricePhp),
  facts: [
    { label: "Valid for", value: formatDays(DESKTOP_ACCESS.validityDays) },
    { label: "Per", value: "Device" },
  ],
  icon: Monitor,
  fullContent: [
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

/** A group of plans on /plans: its cards, the table that compares them, and what to do next. */
export type PlanGroup = CardSection & { comparison: TableBlock; nextStep: NextStep };

/** The plans page's groups, in the order a buyer needs them: barangays first, the main paid product. */
export const planGroups = [
  {
    id: "barangay",
    title: "Barangay plans",
    intro:
      "Barangay Incident Points (BIPs) pay for the reports your residents send. Every verified barangay starts with a free gift of points.",
    cards: BARANGAY_PLANS.map(barangayPlanCard),
    comparison: comparisonTable("Barangay plans compared", BARANGAY_PLANS, barangayPlanTitle),
    nextStep: nextSteps.barangay,
  },
  {
    id: "personal",
    title: "Personal plans",
    intro:
      "Personal Incident Points (PIPs) are your own, for when your barangay's points run short. Only verified users can report.",
    cards: PERSONAL_PLANS.map(personalPlanCard),
    comparison: comparisonTable("Personal plans compared", PERSONAL_PLANS, personalPlanTitle),
    nextStep: nextSteps.resident,
  },
  {
    id: "agency",
    title: "Add-ons for agencies",
    intro: "Responding agencies use Brisk free, except barangays. These add-ons are optional.",
    cards: [extraAgencySlot, locationSharingAddon, desktopAccess],
    comparison: {
      type: "table",
      caption: "Agency add-ons compared",
      columns: ["Add-on", "Price", "Lasts", "Refund"],
      rows: [
        [
          extraAgencySlot.title,
          formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
          "No expiry",
          `${capitalize(refundInWords("agency-slot"))}; none once the agency is verified`,
        ],
        [
          locationSharingAddon.title,
          formatPrice(LOCATION_SHARING_ADDON.pricePhp),
          formatDays(LOCATION_SHARING_ADDON.validityDays),
          capitalize(refundInWords("feature-upgrades")),
        ],
        [
          desktopAccess.title,
          `${formatPrice(DESKTOP_ACCESS.pricePhp)} per device`,
          `${formatDays(DESKTOP_ACCESS.validityDays)} from activation`,
          capitalize(refundInWords("desktop")),
        ],
      ],
    },
    nextStep: nextSteps.agency,
  },
] satisfies PlanGroup[];

/** Every plan card, for the dialog and for tests. */
export const planCards: Card[] = planGroups.flatMap((group) => group.cards);
