/**
 * The Get Started page: a short path for each kind of visitor, then the questions people ask before
 * they start. Every fact is from the spec, through the constants; each path links to where the rest
 * is said (the plan finder, the add-ons on /plans, /agencies, the contact form, the poster) rather
 * than saying it again: refunds and what cannot be moved are on /plans and in the FAQs, how location
 * sharing works on /agencies, how to uncensor a report in the FAQs.
 */
import {
  BARANGAY_PLANS,
  EMERGENCY_HOTLINE,
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
  firstTier,
  freePlanOf,
  lastTier,
  paidPriceRange,
  validityRange,
} from "./phrasing";
import { platformsWith } from "./platforms";
import { barangayPlanTitle, personalPlanTitle, type PlanGroupId } from "./plans";
import { pointsPerReportInWords } from "./points";
import { formatCount, formatDays, formatMinutesRange, formatPoints } from "~/lib/format";

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
      `Reports are paid for with incident points. Each agency a report goes to uses ${formatPoints(POINTS_PER_AGENCY)}, so a report uses ${pointsPerReportInWords}.`,
      "Your barangay buys barangay points (BIPs), and your reports use them first. Your personal points (PIPs) are used only when your barangay does not have enough.",
      `For personal points, start with the ${personalPlanTitle(freePersonalPlan)} plan: ${formatPoints(freePersonalPlan.points)}, valid for ${formatDays(freePersonalPlan.validityDays)}.`,
    ],
    actions: [{ kind: "download" }],
  },
  {
    id: "barangay",
    title: "For barangays",
    intro: "Your barangay pays for the reports your residents send, with barangay points.",
    steps: [
      "Contact us to ask how your barangay can start using Brisk.",
      `When your barangay is verified, it receives the free ${barangayPlanTitle(verificationGift)}: ${formatPoints(verificationGift.points)}, valid for ${formatDays(verificationGift.validityDays)}.`,
      `Then buy a barangay plan. Plans cost ${paidPriceRange(BARANGAY_PLANS)} and are valid for ${validityRange(BARANGAY_PLANS)}. The plan finder suggests one from the number of reports you expect.`,
      "Your residents may also gift or sponsor barangay points.",
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
      "An agency slot is used up when your agency is verified.",
      "Location sharing shows you where your agency members are, only after each member accepts.",
      "Your agency may also buy add-ons: an Extra Agency Slot, the Location Sharing add-on and Desktop Access.",
    ],
    actions: [
      {
        kind: "page",
        page: "contact",
        query: { topic: contactSteps.agency.topic },
        label: contactSteps.agency.label,
      },
      { kind: "page", page: "agencies", label: "Read what Brisk offers agencies" },
      {
        kind: "page",
        page: "plans",
        hash: "agency" satisfies PlanGroupId,
        label: "See the add-ons and their prices",
      },
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
      "Your identity is hidden on that report, but the report still comes from your verified account.",
      "You can uncensor it later.",
    ],
    more: { page: "faqs", label: "Read how to uncensor a report in the FAQs" },
  },
];
