import { Building2, MapIcon, Monitor, ShieldCheck, Target, Users } from "lucide-react";
import {
  AGENCY_TYPES,
  BARANGAY_PLANS,
  BODY_CONDITIONS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  EXTRA_AGENCY_SLOT,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  GOVERNMENT_PROGRAMMES,
  LOCATION_SHARING,
  LOCATION_SHARING_ADDON,
  LOCATION_SHARING_BUYER_ROLES,
  MAX_AGENCIES_PER_REPORT,
  PAYING_AGENCY_TYPES,
  POINTS_PER_AGENCY,
} from "~/content/constants";
import type { Card, ContentBlock } from "~/content/types";
import { formatDays, formatHours, formatList, formatPoints, formatPrice } from "~/lib/format";
import { agencyTypesInWords, refundInWords, responseTimeTable, rolesInWords } from "~/content/phrasing";

const barangayPlansTable: ContentBlock = {
  type: "table",
  caption: "Barangay plans for Barangay Incident Points (BIPs)",
  columns: ["Plan", "Price", "Points", "Validity"],
  rows: BARANGAY_PLANS.map((plan) => [
    plan.name,
    formatPrice(plan.pricePhp),
    formatPoints(plan.points),
    formatDays(plan.validityDays),
  ]),
};

const freeLocationSharingTypes = agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES);

/** The six cards of the For Agencies page, in the order they appear. */
export const agencyCards = [
  {
    id: "responding-tracking",
    image: {
      src: "/images/cards/responding-tracking.svg",
      alt: "Illustration of a responder's screen listing incoming reports with their status",
    },
    title: "Responding and Tracking Incidents",
    description:
      "Receive reports from verified citizens, manage each case, and keep the reporter informed with live status, chat and feedback.",
    icon: Target,
    fullContent: [
      {
        type: "paragraph",
        text: `Citizens send reports to the agencies they choose, up to ${MAX_AGENCIES_PER_REPORT} agencies per report. Each report comes from a verified user and carries a photo or video, a description and a location.`,
      },
      {
        type: "list",
        items: [
          "Respond to the reports routed to your agency and manage each case.",
          "Update the status of a case so the reporter can follow it live.",
          "Chat with the reporter and receive their feedback.",
        ],
      },
      { type: "heading", text: "Suggested response times" },
      {
        type: "paragraph",
        text: "Brisk suggests a response-time framework in tiers. It is a guide for agencies, not a guarantee to reporters.",
      },
      responseTimeTable,
    ],
  },
  {
    id: "community-collaboration",
    image: {
      src: "/images/cards/community-collaboration.svg",
      alt: "Illustration of residents, a barangay hall and responders linked together",
    },
    title: "Community Collaboration",
    description:
      "Residents, barangays and agencies work on the same reports. Residents can gift or sponsor their barangay's points.",
    icon: Users,
    fullContent: [
      {
        type: "paragraph",
        text: `One report can reach up to ${MAX_AGENCIES_PER_REPORT} agencies at once, so a barangay and other responders can work on the same incident together.`,
      },
      {
        type: "paragraph",
        text: "Barangays buy and manage Barangay Incident Points (BIPs). Residents may gift or sponsor BIPs for their barangay.",
      },
      {
        type: "paragraph",
        text: `Each agency a report is sent to costs ${formatPoints(POINTS_PER_AGENCY)}. A resident's report uses the barangay's BIPs when the barangay has enough, and the resident's own Personal Incident Points (PIPs) otherwise.`,
      },
      {
        type: "paragraph",
        text: "Other government entities may join Brisk as secondary responders.",
      },
    ],
  },
  {
    id: "location-sharing",
    image: {
      src: "/images/cards/location-sharing.svg",
      alt: "Illustration of a map with responder location pins and a consent check mark",
    },
    title: "Location Sharing for Agencies",
    description: `See where your members are, only after they accept. Sharing turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
    icon: MapIcon,
    fullContent: [
      {
        type: "paragraph",
        text: "Location Sharing lets an agency see where its members are while they respond.",
      },
      { type: "heading", text: "Who may buy it" },
      {
        type: "paragraph",
        text: `Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} may buy Location Sharing. The add-on costs ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}.`,
      },
      {
        type: "paragraph",
        text: `Location Sharing is free for ${freeLocationSharingTypes} agencies.`,
      },
      { type: "heading", text: "Consent and privacy" },
      {
        type: "list",
        items: [
          "A member must accept a location request before being tracked.",
          `Sharing turns off automatically after ${formatHours(LOCATION_SHARING.autoOffHours)}, or earlier if it is turned off by hand.`,
          `Location footprints are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
        ],
      },
      { type: "link", text: "See plans and pricing", page: "plans" },
    ],
  },
  {
    id: "barangay-support-tools",
    image: {
      src: "/images/cards/barangay-support-tools.svg",
      alt: "Illustration of a barangay hall with a points balance and a list of residents",
    },
    title: "Barangay Support Tools and Social Services Integration",
    description:
      "Barangays buy and manage incident points for their residents, and residents can gift or sponsor them.",
    icon: Building2,
    fullContent: [
      {
        type: "paragraph",
        text: "Barangays buy subscription plans for Barangay Incident Points (BIPs) and manage them for their residents. When a resident reports, the barangay's BIPs are used when there are enough.",
      },
      barangayPlansTable,
      { type: "heading", text: "Rules for BIPs" },
      {
        type: "list",
        items: [
          "Residents may gift or sponsor BIPs for their barangay.",
          "BIPs cannot be moved between barangays.",
          "BIPs expire at the end of their validity.",
          `BIPs can be refunded ${refundInWords("bips")}.`,
        ],
      },
      { type: "heading", text: "Resident information" },
      {
        type: "paragraph",
        text: `A resident's profile in Brisk can include their residential type, government programme participation (such as ${formatList(
          GOVERNMENT_PROGRAMMES.map((item) => item.toLowerCase()),
          "or",
        )}) and body conditions (such as ${formatList(
          BODY_CONDITIONS.map((item) => item.toLowerCase()),
          "or",
        )}). Our Privacy Policy explains what we collect and how we use it.`,
      },
      { type: "link", text: "Read our Privacy Policy", page: "privacy" },
      { type: "link", text: "See plans and pricing", page: "plans" },
    ],
  },
  {
    id: "authorized-agencies",
    image: {
      src: "/images/cards/authorized-agencies.svg",
      alt: "Illustration of badges for police, fire, medical and disaster response agencies",
    },
    title: "Authorized First Responder and Support Agencies",
    description: `First responders and support agencies receive reports on Brisk. All agencies except ${agencyTypesInWords(PAYING_AGENCY_TYPES)} use it free of charge.`,
    icon: ShieldCheck,
    fullContent: [
      { type: "paragraph", text: "These types of agencies receive and respond to reports on Brisk:" },
      { type: "list", items: AGENCY_TYPES.map((type) => type.label) },
      {
        type: "paragraph",
        text: "Other government entities may join as secondary responders.",
      },
      { type: "heading", text: "Cost" },
      {
        type: "paragraph",
        text: `All agencies except ${agencyTypesInWords(PAYING_AGENCY_TYPES)} use the app free of charge. Barangays buy subscription plans for their incident points.`,
      },
      { type: "heading", text: "Agency slots" },
      {
        type: "list",
        items: [
          "An agency slot is used up when an agency is verified.",
          `An extra agency slot costs ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)} and does not expire.`,
          `An unused agency slot can be refunded ${refundInWords("agency-slot")}. An extra agency slot cannot be refunded once the agency is verified.`,
        ],
      },
      { type: "link", text: "See plans and pricing", page: "plans" },
    ],
  },
  {
    id: "desktop-access",
    image: {
      src: "/images/cards/desktop-access.svg",
      alt: "Illustration of the Brisk dashboard on a desktop computer",
    },
    title: "Desktop Access",
    description: `Use Brisk on a desktop computer. Access is per device and stays active for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
    icon: Monitor,
    fullContent: [
      {
        type: "paragraph",
        text: "Desktop Access lets your agency use Brisk on a desktop computer.",
      },
      {
        type: "paragraph",
        text: `${rolesInWords(DESKTOP_ACCESS_ROLES).replace(/^./, (first) => first.toUpperCase())} may buy or request Desktop Access.`,
      },
      {
        type: "list",
        items: [
          `It costs ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device.`,
          "It is locked to the hardware of that device.",
          `It is active for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
          `It can be refunded ${refundInWords("desktop")}.`,
        ],
      },
      { type: "link", text: "See plans and pricing", page: "plans" },
    ],
  },
] satisfies Card[];
