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
  MINIMUM_AGE,
  PAYING_AGENCY_TYPES,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  REPORT_CATEGORIES,
  TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS,
} from "~/content/constants";
import type { Card, ContentBlock, ContentImage } from "~/content/types";
import { formatCount, formatDays, formatHours, formatMonths, formatPoints, formatPrice } from "~/lib/format";
import {
  agencyTypesInWords,
  allAgencyTypesInWords,
  availabilityTable,
  capitalize,
  platformsWith,
  plansTable,
  refundTable,
  responseTimeTable,
  rolesInWords,
  reportingSteps,
} from "~/content/phrasing";

/** The topics whose illustration FAQ cards share. */
type FaqTopic = "reporting" | "points" | "agencies" | "privacy" | "app";

/**
 * The shared illustration of a topic. Its alt text is empty: the same picture repeats on many
 * cards and the question beside it already says what the card is about.
 */
function faqImage(topic: FaqTopic): ContentImage {
  return { src: `/images/cards/faq-${topic}.svg`, alt: "" };
}

const personalPlansTable = plansTable("Personal plans (PIPs)", PERSONAL_PLANS);
const barangayPlansTable = plansTable("Barangay plans (BIPs)", BARANGAY_PLANS);

const plansLink: ContentBlock = { type: "link", text: "See plans and pricing", page: "plans" };

const payingAgencyTypes = agencyTypesInWords(PAYING_AGENCY_TYPES);

/** The nineteen questions of the FAQs page, in the order they appear. */
export const faqCards = [
  {
    id: "faq-1",
    image: faqImage("app"),
    title: "What is Brisk?",
    description:
      "Brisk is a mobile app that connects communities in the Philippines with local responders and authorities for rapid incident and emergency reporting.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Brisk is a mobile app that connects communities in the Philippines with local responders and authorities for rapid incident and emergency communication.",
      },
      {
        type: "list",
        items: [
          `Verified citizens report incidents or emergencies to up to ${MAX_AGENCIES_PER_REPORT} government agencies at once.`,
          "Agencies respond to and manage the cases they receive.",
          "Barangays buy subscription plans for incident points.",
          "Reporters follow each report live, chat with the agencies and give feedback.",
          "Every report has a receipt, or ticket, and a printable PDF.",
          "Brisk News is the app's news feed, and Brisk Map shows agency offices, evacuation centers and voting precincts.",
        ],
      },
    ],
  },
  {
    id: "faq-2",
    image: faqImage("reporting"),
    title: "Who can report an incident?",
    description: "Only verified users, who hold a government-issued primary ID, can report.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: `Only verified users may report. You must be at least ${MINIMUM_AGE} years old and legally able to enter into a contract.`,
      },
      {
        type: "paragraph",
        text: "To be verified, you need a government-issued primary ID. Brisk may approve, deny or revoke verification.",
      },
    ],
  },
  {
    id: "faq-3",
    image: faqImage("privacy"),
    title: "Can I report anonymously?",
    description: "No, every report comes from a verified account, though you can censor your identity on it.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "No. Reporting on Brisk is not anonymous: each report comes from a verified account.",
      },
      {
        type: "paragraph",
        text: "When you report, you can choose to censor your identity on the report. You can uncensor it later with 'Uncensor' in the Involved section.",
      },
    ],
  },
  {
    id: "faq-4",
    image: faqImage("reporting"),
    title: "What kinds of incidents can I report?",
    description: `Any incident or emergency that fits one of the ${formatCount(REPORT_CATEGORIES.length)} report categories.`,
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: `Every report belongs to one of these ${formatCount(REPORT_CATEGORIES.length)} categories. Within a category you can pick a subcategory that describes the incident more closely.`,
      },
      { type: "list", items: [...REPORT_CATEGORIES] },
    ],
  },
  {
    id: "faq-5",
    image: faqImage("reporting"),
    title: "How do I send a report?",
    description:
      "Add a photo or video, a description and the location, choose the agencies, and send the report.",
    buttonText: "Answer",
    fullContent: [
      reportingSteps,
      {
        type: "paragraph",
        text: "After you send it, you can follow the report's status live, chat with the agencies and give feedback.",
      },
    ],
  },
  {
    id: "faq-6",
    image: faqImage("agencies"),
    title: "How many agencies can receive my report?",
    description: `Up to ${MAX_AGENCIES_PER_REPORT} agencies per report, at ${formatPoints(POINTS_PER_AGENCY)} for each agency.`,
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: `You can send one report to up to ${MAX_AGENCIES_PER_REPORT} agencies at once. You choose them from these types: ${allAgencyTypesInWords}.`,
      },
      {
        type: "paragraph",
        text: `Each agency you send the report to costs ${formatPoints(POINTS_PER_AGENCY)}, so a report sent to ${MAX_AGENCIES_PER_REPORT} agencies costs ${formatPoints(MAX_AGENCIES_PER_REPORT * POINTS_PER_AGENCY)}.`,
      },
      {
        type: "paragraph",
        text: "The points come from your barangay's Barangay Incident Points (BIPs) when your barangay has enough. Otherwise they come from your own Personal Incident Points (PIPs).",
      },
    ],
  },
  {
    id: "faq-7",
    image: faqImage("points"),
    title: "What are PIPs and BIPs?",
    description:
      "They are the incident points that reports use: PIPs are yours, and BIPs belong to your barangay.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: `Sending a report costs incident points: ${formatPoints(POINTS_PER_AGENCY)} for each agency it goes to.`,
      },
      {
        type: "list",
        items: [
          "Personal Incident Points (PIPs) belong to an individual verified user. They are bound to that account.",
          "Barangay Incident Points (BIPs) belong to a barangay. The barangay buys and manages them, and residents may gift or sponsor them.",
        ],
      },
      {
        type: "paragraph",
        text: "A report uses your barangay's BIPs when the barangay has enough, and your own PIPs otherwise.",
      },
      plansLink,
    ],
  },
  {
    id: "faq-8",
    image: faqImage("points"),
    title: "How much do incident points cost?",
    description:
      "It depends on the plan: there is a free personal plan, and barangays choose from their own plans.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Individual verified users buy Personal Incident Points (PIPs), and barangays buy Barangay Incident Points (BIPs).",
      },
      personalPlansTable,
      barangayPlansTable,
      plansLink,
    ],
  },
  {
    id: "faq-9",
    image: faqImage("points"),
    title: "Do points expire?",
    description: "Yes, points expire after their validity.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Yes. Points expire after their validity. Each plan states its own validity.",
      },
      {
        type: "table",
        caption: "Plan validities",
        columns: ["Plan", "Kind of points", "Validity"],
        rows: [
          ...PERSONAL_PLANS.map((plan) => [plan.name, "PIPs", formatDays(plan.validityDays)]),
          ...BARANGAY_PLANS.map((plan) => [plan.name, "BIPs", formatDays(plan.validityDays)]),
        ],
      },
      {
        type: "paragraph",
        text: `Our Terms and Conditions give ${formatMonths(TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS)} as an example validity for points.`,
      },
      { type: "link", text: "Read our Terms and Conditions", page: "terms" },
      plansLink,
    ],
  },
  {
    id: "faq-10",
    image: faqImage("points"),
    title: "Can I transfer my points to someone else?",
    description: "No, PIPs are bound to your own account and BIPs cannot be moved between barangays.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "list",
        items: [
          "Personal Incident Points (PIPs) are bound to your own account and cannot be transferred.",
          "Barangay Incident Points (BIPs) cannot be moved from one barangay to another.",
        ],
      },
      {
        type: "paragraph",
        text: "You can still help your barangay: residents may gift or sponsor BIPs for it.",
      },
    ],
  },
  {
    id: "faq-11",
    image: faqImage("points"),
    title: "Can residents help their barangay with points?",
    description: "Yes, residents may gift or sponsor Barangay Incident Points (BIPs) for their barangay.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Yes. Barangays buy and manage Barangay Incident Points (BIPs), and residents may gift or sponsor them.",
      },
      {
        type: "paragraph",
        text: "A resident's report uses the barangay's BIPs when the barangay has enough. BIPs cannot be moved between barangays.",
      },
      plansLink,
    ],
  },
  {
    id: "faq-12",
    image: faqImage("agencies"),
    title: "Do agencies have to pay to use Brisk?",
    description: `No, all agencies except ${payingAgencyTypes} use the app free of charge.`,
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: `All agencies except ${payingAgencyTypes} use Brisk free of charge. Barangays buy subscription plans for Barangay Incident Points (BIPs).`,
      },
      { type: "paragraph", text: "Some optional items have a price:" },
      {
        type: "list",
        items: [
          `An extra agency slot: ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)}, with no expiry. An agency slot is used up when an agency is verified.`,
          `Location Sharing: ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}, and free for ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)} agencies.`,
          `Desktop Access: ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device, active for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
        ],
      },
      plansLink,
    ],
  },
  {
    id: "faq-13",
    image: faqImage("privacy"),
    title: "How does location sharing work for agency members?",
    description: `A member is tracked only after accepting a location request, and sharing turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Location Sharing lets an agency see where its members are.",
      },
      {
        type: "list",
        items: [
          `Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} may buy it. It costs ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}, and it is free for ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)} agencies.`,
          "A member must accept a location request before being tracked.",
          `Sharing turns off automatically after ${formatHours(LOCATION_SHARING.autoOffHours)}, or earlier if it is turned off by hand.`,
          `Location footprints are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
        ],
      },
      plansLink,
    ],
  },
  {
    id: "faq-14",
    image: faqImage("agencies"),
    title: "What is Desktop Access?",
    description: "It lets agency staff use Brisk on a desktop computer, bought per device.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: `Desktop Access lets your agency use Brisk on a desktop computer. ${capitalize(rolesInWords(DESKTOP_ACCESS_ROLES))} may buy or request it.`,
      },
      {
        type: "list",
        items: [
          `It costs ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device.`,
          "It is locked to the hardware of that device.",
          `It is active for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
        ],
      },
      plansLink,
    ],
  },
  {
    id: "faq-15",
    image: faqImage("points"),
    title: "Can I get a refund?",
    description: "Yes, within a short window after purchase, on conditions that depend on what you bought.",
    buttonText: "Answer",
    fullContent: [
      { type: "paragraph", text: "You can ask for a refund within these windows and on these conditions." },
      refundTable,
      {
        type: "paragraph",
        text: "An extra agency slot cannot be refunded once the agency is verified.",
      },
      plansLink,
    ],
  },
  {
    id: "faq-16",
    image: faqImage("agencies"),
    title: "How quickly will responders answer my report?",
    description:
      "Agencies follow a suggested response-time framework, but response times are not guaranteed.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Brisk gives agencies a suggested response-time framework in tiers. It is a framework, not a guarantee.",
      },
      responseTimeTable,
      {
        type: "paragraph",
        text: "The responders and agencies who receive your report are responsible for their response. You can follow the report's status live and chat with them.",
      },
    ],
  },
  {
    id: "faq-17",
    image: faqImage("app"),
    title: "Which devices can I use Brisk on?",
    description: `Brisk is available now on ${platformsWith("available")}, while other platforms are under review or coming soon.`,
    buttonText: "Answer",
    fullContent: [
      availabilityTable,
      {
        type: "paragraph",
        text: "Agencies can also use Brisk on a desktop computer with Desktop Access.",
      },
    ],
  },
  {
    id: "faq-18",
    image: faqImage("reporting"),
    title: "How do I print a report?",
    description: "Each report is available as a printable PDF that you can save or print.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Brisk makes a printable PDF of each report you send. Save it or print it for your records.",
      },
      {
        type: "paragraph",
        text: "You also get a receipt, or ticket, for every report.",
      },
    ],
  },
  {
    id: "faq-19",
    image: faqImage("app"),
    title: "How can I contact the Brisk team?",
    description: "Send us a message through the contact page.",
    buttonText: "Answer",
    fullContent: [
      {
        type: "paragraph",
        text: "Use the contact page to send us a message about the app, agency onboarding or barangay plans.",
      },
      { type: "link", text: "Go to the contact page", page: "contact" },
    ],
  },
] satisfies Card[];
