import { Building2, Map as MapIcon, Monitor, ShieldCheck, Target, Users } from "lucide";
import { AGENCY_TYPES, DESKTOP_ACCESS, PAYING_AGENCY_TYPES } from "~/content/constants";
import type { fullTexts } from "./agencies.full";
import type { Card } from "~/content/types";
import { formatCount, formatDays } from "~/lib/format";
import { agencyTypesInWords } from "~/content/phrasing";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const agenciesPage = definePage("agencies", {
  description:
    "What Brisk offers agencies and barangays: receive and track incident reports, see members' locations with consent, barangay plans and Desktop Access.",
  subtitle: "How agencies and barangays receive and handle reports in Brisk.",
});

/** A card's dialog text, loaded from agencies.full.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./agencies.full").then((module) => module.fullTexts[id]);

const payingAgencyTypes = agencyTypesInWords(PAYING_AGENCY_TYPES);

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
      "Receive reports from verified users, manage each case, and keep the reporter informed with live status, chat and feedback.",
    icon: Target,
    fullContent: fullText("responding-tracking"),
  },
  {
    id: "community-collaboration",
    image: {
      src: "/images/cards/community-collaboration.svg",
      alt: "Illustration of residents, a barangay hall and responders linked together",
    },
    title: "Community Collaboration",
    description:
      "One report can reach a barangay and other agencies at once, so they can work on it together. Residents can help their barangay by gifting or sponsoring its incident points.",
    icon: Users,
    fullContent: fullText("community-collaboration"),
  },
  {
    id: "location-sharing",
    image: {
      src: "/images/cards/location-sharing.svg",
      alt: "Illustration of a map with responder location pins and a consent check mark",
    },
    title: "Location Sharing for Agencies",
    description: "See where your members are while they respond, only with their consent.",
    icon: MapIcon,
    fullContent: fullText("location-sharing"),
  },
  {
    id: "barangay-support-tools",
    image: {
      src: "/images/cards/barangay-support-tools.svg",
      alt: "Illustration of a barangay hall with a points balance and a list of residents",
    },
    title: "Barangay Support Tools and Social Services Integration",
    description:
      "Your barangay buys barangay points (BIPs) for its residents' reports. Resident profiles list the government programs each resident is part of, for social services.",
    icon: Building2,
    fullContent: fullText("barangay-support-tools"),
  },
  {
    id: "authorized-agencies",
    image: {
      src: "/images/cards/authorized-agencies.svg",
      alt: "Illustration of badges for police, fire, medical and disaster response agencies",
    },
    title: "Authorized First Responder and Support Agencies",
    description: `Brisk is built for ${formatCount(AGENCY_TYPES.length)} types of responding agencies. All of them except ${payingAgencyTypes} use it free of charge.`,
    icon: ShieldCheck,
    fullContent: fullText("authorized-agencies"),
  },
  {
    id: "desktop-access",
    image: {
      src: "/images/cards/desktop-access.svg",
      alt: "Illustration of the Brisk dashboard on a desktop computer",
    },
    title: "Desktop Access",
    description: `A license to use Brisk on a computer, for one device. It is valid for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
    icon: Monitor,
    fullContent: fullText("desktop-access"),
  },
] satisfies Card[];
