import { defineFullTexts } from "~/content/types";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  EMERGENCY_HOTLINE,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING,
  LOCATION_SHARING_ADDON,
  LOCATION_SHARING_BUYER_ROLES,
  PERSONAL_PLANS,
  REPORT_CATEGORIES,
  RETENTION_RULES,
  TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS,
  type PointsPlan,
  type RetentionRule,
} from "~/content/constants";
import { reportsCovered } from "~/content/points";
import type { ContentBlock } from "~/content/types";
import { formatDays, formatHours, formatMonths, formatPoints, formatPrice } from "~/lib/format";
import {
  allAgencyTypesInWords,
  formatRetention,
  freePlanOf,
  refundInWords,
  rolesInWords,
} from "~/content/phrasing";
import { plansTable, refundTable, reportingSteps, responseTimeTable } from "~/content/tables";

/** The FAQs' answers in full, loaded when a question is opened; the questions are in faqs.ts. */

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);

/** How many reports a number of points covers, e.g. "1 to 5 reports". */
const reportsCoveredBy = (points: PointsPlan["points"]) => {
  const range = reportsCovered(points);
  return range ? `${range} reports` : "any number of reports";
};

/** A phrase from the helpers, to go on inside a sentence: "While…" → "while…". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function retentionRule(id: string): RetentionRule {
  const rule: RetentionRule | undefined = RETENTION_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no retention rule "${id}"`);
  return rule;
}

const userRetention = retentionRule("users");
const informantRetention = retentionRule("informants");

/** How long the records of people who report are kept, in the privacy policy's terms. */
const retentionInWords = [
  "Our Privacy Policy sets how long records are kept.",
  informantRetention.indefinite
    ? "Informants are the individual verified users who send reports. Their records are kept indefinitely."
    : "",
  `Users' records are kept ${lowerFirst(formatRetention(userRetention))}.`,
]
  .filter(Boolean)
  .join(" ");

const emergencyHotline: ContentBlock = {
  type: "paragraph",
  text: `If someone is in danger right now, call the national emergency hotline, ${EMERGENCY_HOTLINE}.`,
};

const plansLink: ContentBlock = { type: "link", text: "See plans and pricing", page: "plans" };
const contactLink: ContentBlock = { type: "link", text: "Send us a message", page: "contact" };

export const fullTexts = defineFullTexts({
  "faq-1": [
    { type: "heading", text: "What you can do in the app" },
    {
      type: "list",
      items: [
        "Send a report with a photo or video, a description and the location.",
        "Choose which agencies receive your report.",
        "Follow the status of your report live, chat with the agencies and give feedback.",
        "Get a receipt, or ticket, and a printable PDF for each report.",
        "Read the news in Brisk News, the app's news feed.",
        "Find agency offices, evacuation centers and voting precincts on Brisk Map.",
      ],
    },
    { type: "heading", text: "Who it is for" },
    {
      type: "paragraph",
      text: `Residents send the reports. Brisk is built for the agencies that respond to them and manage the cases: ${allAgencyTypesInWords}.`,
    },
    {
      type: "paragraph",
      text: "Sending a report uses incident points. Barangays buy them in plans for their residents' reports.",
    },
    { type: "link", text: "See all app features", page: "features" },
  ],
  "faq-2": [
    {
      type: "paragraph",
      text: "A verified user is a person whose account Brisk has approved.",
    },
    {
      type: "paragraph",
      text: "You must also be legally able to enter into a contract.",
    },
    {
      type: "paragraph",
      text: "Brisk may approve or deny your verification. It may revoke it later. It may also suspend or end an account without notice.",
    },
    { type: "link", text: "Read our Terms and Conditions", page: "terms" },
  ],
  "faq-3": [
    {
      type: "paragraph",
      text: "Censoring hides your identity on the report. You choose it when you make the report. Brisk still knows who sent it.",
    },
    { type: "heading", text: "How to uncensor a report" },
    {
      type: "paragraph",
      text: "Open the report in the app, go to its Involved section and choose 'Uncensor'.",
    },
    { type: "heading", text: "How long records are kept" },
    { type: "paragraph", text: retentionInWords },
    { type: "link", text: "Read our Privacy Policy", page: "privacy" },
  ],
  "faq-4": [
    { type: "list", items: [...REPORT_CATEGORIES] },
    {
      type: "paragraph",
      text: "You choose one category for each report. Then you pick a subcategory that describes the incident more closely.",
    },
    { type: "link", text: "See how reporting works", page: "features" },
  ],
  "faq-5": [reportingSteps, emergencyHotline],
  "faq-6": [
    {
      type: "paragraph",
      text: "You choose the agencies yourself: the ones that need to act. For example, for a fire you might choose fire services and emergency medical teams. Fewer agencies use fewer points.",
    },
    {
      type: "paragraph",
      text: "Besides the agency types Brisk is built for, there are secondary responders: other government offices that join Brisk.",
    },
    { type: "link", text: "See the agencies Brisk is built for", page: "agencies" },
  ],
  "faq-7": [
    { type: "heading", text: "Which points a report uses" },
    {
      type: "paragraph",
      text: "If your barangay has enough barangay points for your report, the report uses them. If it does not, the report uses your personal points.",
    },
    {
      type: "paragraph",
      text: `So you may not need personal points. If you do, you can start with the ${freePersonalPlan.name} personal plan.`,
    },
    plansLink,
  ],
  "faq-8": [
    {
      type: "paragraph",
      text: `The ${freePersonalPlan.name} plan's ${formatPoints(freePersonalPlan.points)} cover ${reportsCoveredBy(freePersonalPlan.points)}, depending on how many agencies each one goes to.`,
    },
    plansTable("Personal plans", PERSONAL_PLANS),
    plansTable("Barangay plans", BARANGAY_PLANS),
    plansLink,
  ],
  "faq-9": [
    {
      type: "paragraph",
      text: "Points left when the validity ends can no longer be used. Choose a plan whose points you expect to use before its validity ends.",
    },
    plansLink,
    {
      type: "paragraph",
      text: `Our Terms and Conditions give ${formatMonths(TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS)} as an example validity for points.`,
    },
    { type: "link", text: "Read our Terms and Conditions", page: "terms" },
  ],
  "faq-10": [
    {
      type: "paragraph",
      text: "You can still help your barangay by gifting or sponsoring barangay points.",
    },
    {
      type: "paragraph",
      text: `If you bought personal points that you do not need, you can ask for a refund ${refundInWords("pips")}.`,
    },
  ],
  "faq-11": [
    {
      type: "paragraph",
      text: "A resident's report uses barangay points when the barangay has enough. So the more barangay points there are, the fewer residents need personal points.",
    },
    {
      type: "paragraph",
      text: "To ask how to gift or sponsor barangay points, send us a message.",
    },
    contactLink,
    { type: "link", text: "See barangay plans", page: "plans" },
  ],
  "faq-12": [
    { type: "heading", text: "Paid add-ons" },
    {
      type: "list",
      items: [
        `Extra Agency Slot: ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)}, with no expiry. A slot is used when its agency is verified.`,
        `Location Sharing add-on: ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)}, valid for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}. Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} can buy it.`,
      ],
    },
    plansLink,
    { type: "link", text: "Read about Desktop Access", page: "faqs", card: "faq-14" },
    {
      type: "paragraph",
      text: "Does your agency want to start using Brisk? Tell us about it.",
    },
    contactLink,
  ],
  "faq-13": [
    {
      type: "paragraph",
      text: `Location footprints, the record of where a member's shared location has been, are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
    },
    {
      type: "link",
      text: "Read about Location Sharing for Agencies",
      page: "agencies",
      card: "location-sharing",
    },
  ],
  "faq-14": [
    {
      type: "paragraph",
      text: `It costs ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device. It is locked to that device's hardware, so you cannot move it to another computer.`,
    },
    {
      type: "paragraph",
      text: `You can ask for a refund ${refundInWords("desktop")}.`,
    },
    plansLink,
  ],
  "faq-15": [
    refundTable,
    {
      type: "paragraph",
      text: "For barangay points, 'allocated' means given out for use.",
    },
    {
      type: "paragraph",
      text: "An Extra Agency Slot cannot be refunded after its agency is verified.",
    },
    { type: "paragraph", text: "To ask about a refund, send us a message." },
    contactLink,
  ],
  "faq-16": [
    {
      type: "paragraph",
      text: "The tiers are a guide for agencies, not a promise to you.",
    },
    responseTimeTable,
    emergencyHotline,
  ],
  "faq-17": [
    {
      type: "paragraph",
      text: "Get the Android app from Google Play. The button is on our home page.",
    },
    { type: "link", text: "Get the app", page: "home" },
  ],
  "faq-18": [
    {
      type: "paragraph",
      text: "You also get a receipt, or ticket, for every report. Keep it with the PDF for your records.",
    },
    { type: "link", text: "See the app features", page: "features" },
  ],
  "faq-19": [
    {
      type: "paragraph",
      text: "Tell us whether you write as a resident, for a barangay or for an agency. This helps us pass your message to the right person.",
    },
    {
      type: "paragraph",
      text: "Barangays and agencies that want to use Brisk can write to us the same way.",
    },
    emergencyHotline,
    { type: "link", text: "Go to the contact page", page: "contact" },
  ],
});
