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
import type { Card, CardFact, CardSection } from "./types";
import { formatCount, formatDays, formatHours, formatPoints, formatPrice, formatMonths } from "~/lib/format";
import { agencyTypesInWords, plansTable, refundInWords, rolesInWords } from "./phrasing";

/*
 * Every plan card is generated from constants.ts: prices, points and validity are never typed here.
 */

/** Points and validity, as shown on every points plan card. */
/** "Refunds: within 24 hours if unused." */
function refundSentence(id: Parameters<typeof refundInWords>[0]): string {
  return `Refunds: ${refundInWords(id)}.`;
}

function pointsFacts(plan: PointsPlan): CardFact[] {
  return [
    { label: "Points", value: plan.points === "unlimited" ? "Unlimited" : formatCount(plan.points) },
    { label: "Valid for", value: formatDays(plan.validityDays) },
  ];
}

const spendingRule = `Each agency a report is sent to uses ${formatPoints(POINTS_PER_AGENCY)}, and one report can go to up to ${MAX_AGENCIES_PER_REPORT} agencies, so a report uses between ${formatPoints(POINTS_PER_AGENCY)} and ${formatPoints(POINTS_PER_AGENCY * MAX_AGENCIES_PER_REPORT)}.`;

function personalPlanCard(plan: PointsPlan): Card {
  const isFree = plan.pricePhp === 0;
  return {
    id: plan.id,
    image: { src: `/images/cards/${plan.id}.svg`, alt: "" },
    title: `Personal ${plan.name}`,
    description: isFree
      ? `${formatPoints(plan.points)} at no cost for your own reports, valid for ${formatDays(plan.validityDays)}.`
      : `${formatPoints(plan.points)} for your own reports, valid for ${formatDays(plan.validityDays)}.`,
    price: formatPrice(plan.pricePhp),
    facts: pointsFacts(plan),
    icon: Wallet,
    fullContent: [
      {
        type: "paragraph",
        text: `The ${plan.name} plan gives you ${formatPoints(plan.points)} of Personal Incident Points (PIPs) for ${isFree ? "free" : formatPrice(plan.pricePhp)}. The points stay valid for ${formatDays(plan.validityDays)} and expire after that.`,
      },
      { type: "heading", text: "How personal points are used" },
      {
        type: "list",
        items: [
          spendingRule,
          "If your barangay has enough Barangay Incident Points (BIPs), the report uses those first; your personal points are used only when it does not.",
          "Personal points are bound to your account and cannot be transferred to anyone else.",
          refundSentence("pips"),
        ],
      },
      plansTable("All personal plans", PERSONAL_PLANS),
    ],
  };
}

function barangayPlanCard(plan: PointsPlan): Card {
  const isGift = plan.pricePhp === 0;
  const points = plan.points === "unlimited" ? "Unlimited points" : formatPoints(plan.points);
  return {
    id: plan.id,
    image: { src: `/images/cards/${plan.id}.svg`, alt: "" },
    title: `Barangay ${plan.name}`,
    description: isGift
      ? `${points} given to a barangay when it is verified, valid for ${formatDays(plan.validityDays)}.`
      : `${points} for your barangay's residents to report with, valid for ${formatDays(plan.validityDays)}.`,
    price: formatPrice(plan.pricePhp),
    facts: pointsFacts(plan),
    icon: Building2,
    fullContent: [
      {
        type: "paragraph",
        text: isGift
          ? `Every barangay receives ${points.toLowerCase()} of Barangay Incident Points (BIPs) free of charge once it is verified. They stay valid for ${formatDays(plan.validityDays)}.`
          : `The ${plan.name} plan gives your barangay ${points.toLowerCase()} of Barangay Incident Points (BIPs) for ${formatPrice(plan.pricePhp)}, valid for ${formatDays(plan.validityDays)}.`,
      },
      { type: "heading", text: "How barangay points work" },
      {
        type: "list",
        items: [
          "Barangays buy and manage their BIPs. Residents may also gift or sponsor BIPs for their barangay.",
          `When a resident reports, the barangay's points are used first if there are enough; otherwise the resident's personal points are used. ${spendingRule}`,
          "BIPs cannot be moved from one barangay to another.",
          "Points expire at the end of their validity.",
          refundSentence("bips"),
        ],
      },
      plansTable("All barangay plans", BARANGAY_PLANS),
    ],
  };
}

const extraAgencySlot: Card = {
  id: "extra-agency-slot",
  image: { src: "/images/cards/extra-agency-slot.svg", alt: "" },
  title: "Extra Agency Slot",
  description: "Add one more agency to your account. The slot has no expiry.",
  price: formatPrice(EXTRA_AGENCY_SLOT.pricePhp),
  facts: [
    { label: "Slots", value: "One agency" },
    { label: "Valid for", value: "No expiry" },
  ],
  icon: Building2,
  fullContent: [
    {
      type: "paragraph",
      text: `An extra agency slot costs ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)} and has no expiry. A slot is used up when the agency in it is verified.`,
    },
    {
      type: "list",
      items: [
        `${refundSentence("agency-slot")}`,
        "Once the agency in the slot has been verified, the slot can no longer be refunded.",
      ],
    },
  ],
};

const locationSharingAddon: Card = {
  id: "location-sharing-addon",
  image: { src: "/images/cards/location-sharing-addon.svg", alt: "" },
  title: "Location Sharing Add-on",
  description: `See where your members are during a response, with their consent, for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}.`,
  price: formatPrice(LOCATION_SHARING_ADDON.pricePhp),
  facts: [
    { label: "Valid for", value: formatDays(LOCATION_SHARING_ADDON.validityDays) },
    { label: "Bought by", value: "Owners and admins" },
  ],
  icon: MapIcon,
  fullContent: [
    {
      type: "paragraph",
      text: `Location sharing costs ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}. It is free for ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)} agencies.`,
    },
    {
      type: "list",
      items: [
        `Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} can buy it.`,
        "A member is tracked only after accepting the location request.",
        `Sharing turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}, or earlier if it is switched off by hand.`,
        `Location footprints are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
        `${refundSentence("feature-upgrades")}`,
      ],
    },
  ],
};

const desktopAccess: Card = {
  id: "desktop-access-plan",
  image: { src: "/images/cards/desktop-access-plan.svg", alt: "" },
  title: "Desktop Access",
  description: `Use Brisk on a computer for ${formatMonths(DESKTOP_ACCESS.validityYears * 12)} from activation. Priced per device.`,
  price: formatPrice(DESKTOP_ACCESS.pricePhp),
  facts: [
    { label: "Valid for", value: formatDays(DESKTOP_ACCESS.validityDays) },
    { label: "Per", value: "Device" },
  ],
  icon: Monitor,
  fullContent: [
    {
      type: "paragraph",
      text: `Desktop access costs ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device for ${formatMonths(DESKTOP_ACCESS.validityYears * 12)}: it is active for ${formatDays(DESKTOP_ACCESS.validityDays)} from the day it is activated.`,
    },
    {
      type: "list",
      items: [
        `Agency ${rolesInWords(DESKTOP_ACCESS_ROLES).replace(/agency /g, "")} can buy or request it.`,
        "Each purchase covers one device and is locked to that device's hardware.",
        `${refundSentence("desktop")}`,
      ],
    },
  ],
};

/** The plans page's cards, in the spec's order, grouped for headings. */
export const planSections = [
  {
    id: "personal",
    title: "Personal plans",
    intro: "Personal Incident Points (PIPs) for verified users to send reports.",
    cards: PERSONAL_PLANS.map(personalPlanCard),
  },
  {
    id: "agency",
    title: "For agencies",
    intro: "Add-ons for agencies that respond to reports.",
    cards: [extraAgencySlot, locationSharingAddon, desktopAccess],
  },
  {
    id: "barangay",
    title: "Barangay plans",
    intro: "Barangay Incident Points (BIPs) that cover reports from a barangay's residents.",
    cards: BARANGAY_PLANS.map(barangayPlanCard),
  },
] satisfies CardSection[];

/** Every plan card, for the dialog and for tests. */
export const planCards: Card[] = planSections.flatMap((section) => section.cards);
