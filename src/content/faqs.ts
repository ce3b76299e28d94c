import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING,
  MAX_AGENCIES_PER_REPORT,
  MINIMUM_AGE,
  PAYING_AGENCY_TYPES,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  REFUND_RULES,
  REPORT_CATEGORIES,
  RESPONSE_TIME_TIERS,
} from "~/content/constants";
import { pointsPerReportInWords } from "~/content/points";
import type { fullTexts } from "./faqs.full";
import type { Card, ContentImage } from "~/content/types";
import { formatCount, formatDays, formatHours, formatList, formatMinutesRange } from "~/lib/format";
import {
  agencyTypesInWords,
  capitalize,
  firstTier,
  freePlanOf,
  lastTier,
  paidPriceRange,
  rolesInWords,
  validityRange,
} from "~/content/phrasing";
import { platformsWith } from "~/content/platforms";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const faqsPage = definePage("faqs", {
  description:
    "Answers to common questions about Brisk: verification, reporting, incident points, plans for barangays and agencies, location sharing and refunds.",
  subtitle: "Short answers to common questions. Open one to read more.",
});

/** A card's dialog text, loaded from faqs.full.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./faqs.full").then((module) => module.fullTexts[id]);

/*
 * Each card's description answers the question in one or two sentences. Its dialog shows that
 * description first, so the full content adds the detail, the reason and what to do next without
 * saying it again. A term (incident points, PIPs and BIPs, verified user, secondary responders,
 * location footprints) is explained once, in plain words, in the first answer on the page that uses
 * it; later answers use it without explaining it again. Each fact is told in the one answer where a
 * visitor looks for it; other answers, and facts that another page covers in full, link there.
 */

/** The topics whose illustration FAQ cards share. */
type FaqTopic = "reporting" | "points" | "agencies" | "privacy" | "app";

/**
 * The shared illustration of a topic. Its alt text is empty: the same picture repeats on many
 * cards and the question beside it already says what the card is about.
 */
function faqImage(topic: FaqTopic): ContentImage {
  return { src: `/images/cards/faq-${topic}.svg`, alt: "" };
}

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);

/** A number of incident points, e.g. "1 incident point". */
const incidentPoints = (points: number) =>
  `${formatCount(points)} incident ${points === 1 ? "point" : "points"}`;

/** A tier and its minutes, e.g. "Q1 (1–3 minutes)". */
const tierInWords = (tier: typeof firstTier | typeof lastTier) =>
  `${tier.tier} (${formatMinutesRange(tier.minMinutes, tier.maxMinutes)})`;

/** The refund windows, e.g. "24 hours or 3 days". */
const refundWindows = formatList(
  [...new Set(REFUND_RULES.map((rule) => rule.windowHours))].sort((a, b) => a - b).map(formatHours),
  "or",
);

const payingAgencyTypes = agencyTypesInWords(PAYING_AGENCY_TYPES);
const freeLocationSharingTypes = agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES);

/** The nineteen questions of the FAQs page, in the order they appear. */
export const faqCards = [
  {
    id: "faq-1",
    image: faqImage("app"),
    title: "What is Brisk?",
    description:
      "Brisk is a mobile app for reporting an incident or emergency to government agencies. You then follow the response in the same app.",
    buttonText: "Answer",
    fullContent: fullText("faq-1"),
  },
  {
    id: "faq-2",
    image: faqImage("reporting"),
    title: "Who can report an incident?",
    description: `Only verified users can report. You need a government-issued primary ID, and you must be at least ${formatCount(MINIMUM_AGE)} years old.`,
    buttonText: "Answer",
    fullContent: fullText("faq-2"),
  },
  {
    id: "faq-3",
    image: faqImage("privacy"),
    title: "Can I report anonymously?",
    description:
      "No. Every report comes from your verified account. You can censor your identity on a report, and uncensor it later.",
    buttonText: "Answer",
    fullContent: fullText("faq-3"),
  },
  {
    id: "faq-4",
    image: faqImage("reporting"),
    title: "What kinds of incidents can I report?",
    description: `Incidents and emergencies in ${formatCount(REPORT_CATEGORIES.length)} categories, from typhoons and fires to scams and missing persons.`,
    buttonText: "Answer",
    fullContent: fullText("faq-4"),
  },
  {
    id: "faq-5",
    image: faqImage("reporting"),
    title: "How do I send a report?",
    description:
      "In the app, choose a category, add a photo or video, describe what happened and give the location. Then choose the agencies and send it.",
    buttonText: "Answer",
    fullContent: fullText("faq-5"),
  },
  {
    id: "faq-6",
    image: faqImage("agencies"),
    title: "How many agencies can receive my report?",
    description: `Up to ${formatCount(MAX_AGENCIES_PER_REPORT)}. Each agency you send it to uses ${incidentPoints(POINTS_PER_AGENCY)}, so one report uses ${pointsPerReportInWords}.`,
    buttonText: "Answer",
    fullContent: fullText("faq-6"),
  },
  {
    id: "faq-7",
    image: faqImage("points"),
    title: "What are PIPs and BIPs?",
    description:
      "They are Brisk's incident points. Personal points (PIPs, Personal Incident Points) are your own, and barangay points (BIPs, Barangay Incident Points) belong to your barangay.",
    buttonText: "Answer",
    fullContent: fullText("faq-7"),
  },
  {
    id: "faq-8",
    image: faqImage("points"),
    title: "How much do incident points cost?",
    description: `The ${freePersonalPlan.name} personal plan costs nothing. Paid personal plans cost ${paidPriceRange(PERSONAL_PLANS)}, and barangay plans cost ${paidPriceRange(BARANGAY_PLANS)}.`,
    buttonText: "Answer",
    fullContent: fullText("faq-8"),
  },
  {
    id: "faq-9",
    image: faqImage("points"),
    title: "Do points expire?",
    description: `Yes. Points expire at the end of their plan's validity: ${validityRange(PERSONAL_PLANS)} for personal plans, and ${validityRange(BARANGAY_PLANS)} for barangay plans.`,
    buttonText: "Answer",
    fullContent: fullText("faq-9"),
  },
  {
    id: "faq-10",
    image: faqImage("points"),
    title: "Can I transfer my points to someone else?",
    description:
      "No. Personal points are bound to your account, and barangay points cannot be moved to another barangay.",
    buttonText: "Answer",
    fullContent: fullText("faq-10"),
  },
  {
    id: "faq-11",
    image: faqImage("points"),
    title: "Can residents help their barangay with points?",
    description: "Yes. Residents may gift or sponsor barangay points for their barangay.",
    buttonText: "Answer",
    fullContent: fullText("faq-11"),
  },
  {
    id: "faq-12",
    image: faqImage("agencies"),
    title: "Do agencies have to pay to use Brisk?",
    description: `Brisk is free for all agencies except ${payingAgencyTypes}, which buy barangay points. Any agency may buy the paid add-ons: the Extra Agency Slot, the Location Sharing add-on (free for ${freeLocationSharingTypes} agencies) and Desktop Access.`,
    buttonText: "Answer",
    fullContent: fullText("faq-12"),
  },
  {
    id: "faq-13",
    image: faqImage("privacy"),
    title: "How does location sharing work for agency members?",
    description: `An agency can see a member's location only after the member accepts a location request. Sharing turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
    buttonText: "Answer",
    fullContent: fullText("faq-13"),
  },
  {
    id: "faq-14",
    image: faqImage("agencies"),
    title: "What is Desktop Access?",
    description: `Desktop Access is a per-device license to use Brisk on a computer. ${capitalize(rolesInWords(DESKTOP_ACCESS_ROLES))} may buy or request it, and it is valid for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
    buttonText: "Answer",
    fullContent: fullText("faq-14"),
  },
  {
    id: "faq-15",
    image: faqImage("points"),
    title: "Can I get a refund?",
    description: `Yes, if you have not used what you bought and you ask within ${refundWindows}, depending on the item.`,
    buttonText: "Answer",
    fullContent: fullText("faq-15"),
  },
  {
    id: "faq-16",
    image: faqImage("agencies"),
    title: "How quickly will responders answer my report?",
    description: `Brisk suggests response times to agencies in ${formatCount(RESPONSE_TIME_TIERS.length)} tiers, from ${tierInWords(firstTier)} to ${tierInWords(lastTier)}.`,
    buttonText: "Answer",
    fullContent: fullText("faq-16"),
  },
  {
    id: "faq-17",
    image: faqImage("app"),
    title: "Which devices can I use Brisk on?",
    description: `Brisk is on ${platformsWith("available")} now. ${platformsWith("under-review")} are under review, and ${platformsWith("coming-soon")} are coming soon.`,
    buttonText: "Answer",
    fullContent: fullText("faq-17"),
  },
  {
    id: "faq-18",
    image: faqImage("reporting"),
    title: "How do I print a report?",
    description: "Every report you send has a printable PDF. Save it, or print it for a paper copy.",
    buttonText: "Answer",
    fullContent: fullText("faq-18"),
  },
  {
    id: "faq-19",
    image: faqImage("app"),
    title: "How can I contact the Brisk team?",
    description: "Send us a message with the form on our contact page. The form is not for emergencies.",
    buttonText: "Answer",
    fullContent: fullText("faq-19"),
  },
] satisfies Card[];
