/**
 * The Get Started page: a short path for each kind of visitor, then the questions people ask before
 * they start. Every fact is from the spec, through the constants; each path links to where the rest
 * is said (the plan finder, the contact form, the poster) rather than saying it again.
 */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  EMERGENCY_HOTLINE,
  EXTRA_AGENCY_SLOT,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING,
  LOCATION_SHARING_ADDON,
  LOCATION_SHARING_BUYER_ROLES,
  MINIMUM_AGE,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  RESPONSE_TIME_TIERS,
  AGENCY_TYPES,
  PAYING_AGENCY_TYPES,
  POSTER_PAPER,
} from "./constants";
import { contactSteps } from "./contact-steps";
import { definePage } from "~/content/page-names";
import { pageSections, type PageId } from "~/content/pages";
import {
  agencyTypesInWords,
  capitalize,
  firstTier,
  freePlanOf,
  lastTier,
  paidPriceRange,
  refundInWords,
  rolesInWords,
  validityRange,
} from "./phrasing";
import { platformsWith } from "./platforms";
import { pointsPerReportInWords } from "./points";
import {
  formatCount,
  formatDays,
  formatHours,
  formatMinutesRange,
  formatPoints,
  formatPrice,
} from "~/lib/format";

export const getStartedPage = definePage("getStarted", {
  description:
    "How to start with Brisk: the first steps for residents, barangays and agencies, what a report costs, and answers to the questions people ask first.",
  subtitle: "The first steps for residents, barangays and agencies.",
});

/** Where a path leads when its steps are done. */
export type StartAction =
  /** The Google Play button. */
  | { kind: "download" }
  /** A page of the site, with an optional query and section, e.g. the plan finder on /plans. */
  | { kind: "page"; page: PageId; label: string; query?: Record<string, string>; hash?: string }
  /** The poster's PDF in the page's language, downloaded rather than opened. */
  | { kind: "posterPdf"; label: string };

/** One kind of visitor's way in: a few numbered steps and where they lead. */
export type StartPath = {
  id: "resident" | "barangay" | "agency";
  title: string;
  /** One sentence on who the path is for. */
  intro: string;
  steps: readonly string[];
  actions: readonly StartAction[];
};

/** A question people ask before they start, answered in a few short sentences. */
export type StartQuestion = {
  id: string;
  question: string;
  answer: readonly string[];
  /** A page that says more, e.g. /safety. */
  more?: { page: PageId; label: string };
};

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);
const verificationGift = freePlanOf(BARANGAY_PLANS);
const freeAgencyTypes = AGENCY_TYPES.map((type) => type.id).filter(
  (id) => !(PAYING_AGENCY_TYPES as readonly string[]).includes(id),
);

export const startPaths: readonly StartPath[] = [
  {
    id: "resident",
    title: "For residents",
    intro: "Report incidents from your phone and follow each report live.",
    steps: [
      `Install Brisk from Google Play. The app is for ${platformsWith("available")} now.`,
      `Verify your account with a government-issued primary ID. You must be at least ${MINIMUM_AGE} years old.`,
      `Reports are paid for with incident points. A report uses ${formatPoints(POINTS_PER_AGENCY)} for each agency it goes to, so ${pointsPerReportInWords}.`,
      "Your barangay's points are used first. Your own points are used only when your barangay does not have enough.",
      `For your own points, start with the free personal plan: ${formatPoints(freePersonalPlan.points)} for ${formatDays(freePersonalPlan.validityDays)}.`,
    ],
    actions: [{ kind: "download" }],
  },
  {
    id: "barangay",
    title: "For barangays",
    intro: "Your barangay pays for the reports your residents send, with Barangay Incident Points (BIPs).",
    steps: [
      "Contact us to ask how your barangay can start using Brisk.",
      `Once it is verified, your barangay receives a free ${verificationGift.name.toLowerCase()} of ${formatPoints(verificationGift.points)}, for ${formatDays(verificationGift.validityDays)}.`,
      `Then buy a barangay plan. Plans cost ${paidPriceRange(BARANGAY_PLANS)} and last ${validityRange(BARANGAY_PLANS)}. The plan finder suggests one from the number of reports you expect.`,
      "Residents may also gift or sponsor points for their barangay.",
      "Your points stay with your barangay. They cannot be moved to another barangay.",
      `You can get a refund for barangay points ${refundInWords("bips")}.`,
    ],
    actions: [
      {
        kind: "page",
        page: pageSections.planFinder.page,
        hash: pageSections.planFinder.id,
        label: "Find the plan for your barangay",
      },
      {
        kind: "page",
        page: "contact",
        query: { topic: contactSteps.barangay.topic },
        label: contactSteps.barangay.label,
      },
      { kind: "page", page: "poster", label: "See the poster for your barangay hall" },
      { kind: "posterPdf", label: `Download the poster (PDF, ${POSTER_PAPER})` },
    ],
  },
  {
    id: "agency",
    title: "For agencies",
    intro: `Brisk is free for every agency type except barangays: ${agencyTypesInWords(freeAgencyTypes)}.`,
    steps: [
      "Contact us to ask how your agency can start using Brisk.",
      `Each agency uses one agency slot. The slot is used when the agency is verified. An extra slot costs ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)} and does not expire.`,
      `An unused slot can be refunded ${refundInWords("agency-slot")}, but not once the agency in it is verified.`,
      `Location sharing shows your agency where its members are, only after each member accepts. It turns off after ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
      `${capitalize(rolesInWords(LOCATION_SHARING_BUYER_ROLES))} may buy location sharing: ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}. It is free for ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)}.`,
      `Desktop access lets you use Brisk on a computer. ${capitalize(rolesInWords(DESKTOP_ACCESS_ROLES))} may buy or request it: ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device, for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation. It is locked to one device.`,
    ],
    actions: [
      {
        kind: "page",
        page: "contact",
        query: { topic: contactSteps.agency.topic },
        label: contactSteps.agency.label,
      },
      { kind: "page", page: "agencies", label: "Read what Brisk offers agencies" },
    ],
  },
];

export const startQuestionsTitle = "Questions people ask before they start";

export const startQuestions: readonly StartQuestion[] = [
  {
    id: "hotline",
    question: `Does Brisk replace the ${EMERGENCY_HOTLINE} hotline?`,
    answer: [
      `No. In an emergency, call ${EMERGENCY_HOTLINE}.`,
      "Use Brisk to report an incident to the agencies you choose and to follow what happens to it.",
    ],
  },
  {
    id: "tiers",
    question: `What do ${firstTier.tier} to ${lastTier.tier} mean?`,
    answer: [
      `They are the ${formatCount(RESPONSE_TIME_TIERS.length)} response-time tiers that Brisk suggests to agencies, from the fastest to the slowest.`,
      ...RESPONSE_TIME_TIERS.map(
        (tier) => `${tier.tier}: ${formatMinutesRange(tier.minMinutes, tier.maxMinutes)}.`,
      ),
    ],
  },
  {
    id: "anonymous",
    question: "Can I report anonymously?",
    answer: [
      "No. Only verified users can report, and every report comes from your verified account.",
      "You can censor your identity on a report instead.",
    ],
    more: { page: "safety", label: "How Brisk keeps reports honest and people safe" },
  },
  {
    id: "censored",
    question: "What happens when I censor my identity?",
    answer: [
      "You choose to censor your identity when you make the report.",
      "You can uncensor it later: open the report in the app, go to its Involved section and choose 'Uncensor'.",
      "The report still comes from your verified account, because reports are not anonymous.",
    ],
  },
];
