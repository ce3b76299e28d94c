import { defineFullTexts } from "~/content/types";
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
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
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
  agencyTypesInWords,
  allAgencyTypesInWords,
  capitalize,
  firstTier,
  formatRetention,
  freePlanOf,
  lastTier,
  refundInWords,
  rolesInWords,
} from "~/content/phrasing";
import { platformsWith } from "~/content/platforms";
import { plansTable, refundTable, reportingSteps, responseTimeTable } from "~/content/tables";

/** The FAQs' answers in full, loaded when a question is opened; the questions are in faqs.ts. */

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);
const verificationGift = freePlanOf(BARANGAY_PLANS);

/** How many reports a number of points covers, e.g. "1 to 5 reports". */
const reportsCoveredBy = (points: PointsPlan["points"]) => {
  const range = reportsCovered(points);
  return range ? `${range} reports` : "any number of reports";
};

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
  `Users' records: ${formatRetention(userRetention)}.`,
]
  .filter(Boolean)
  .join(" ");
const freeLocationSharingTypes = agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES);

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
      text: "You can send reports once Brisk has verified you with a government-issued primary ID.",
    },
    {
      type: "paragraph",
      text: `Brisk is built for the agencies that respond: ${allAgencyTypesInWords}. Agencies respond to and manage the cases they receive.`,
    },
    {
      type: "paragraph",
      text: "Barangays buy plans of incident points. Incident points are what a report uses when it is sent, and residents' reports use their barangay's points first.",
    },
    {
      type: "paragraph",
      text: `Brisk is available on ${platformsWith("available")} now.`,
    },
    { type: "link", text: "See all app features", page: "features" },
  ],
  "faq-2": [
    {
      type: "paragraph",
      text: "A verified user is a person whose account Brisk has approved. Verification needs a government-issued primary ID.",
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
      text: "Censoring hides your identity on the report. You choose it when you make the report. Brisk still knows who sent it, because it comes from your verified account.",
    },
    { type: "heading", text: "How to uncensor a report" },
    {
      type: "paragraph",
      text: "Open the report in the app and go to its Involved section. This is the part of the report where you find 'Uncensor'. Choose 'Uncensor'.",
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
  "faq-5": [
    reportingSteps,
    {
      type: "paragraph",
      text: "Sending a report uses incident points. The question 'What are PIPs and BIPs?' explains where they come from.",
    },
    {
      type: "paragraph",
      text: "After you send the report, follow its status live in the app. You can chat with the agencies and give feedback there.",
    },
    emergencyHotline,
  ],
  "faq-6": [
    {
      type: "paragraph",
      text: "Incident points are what a report uses when you send it. They come from your barangay or from your own account.",
    },
    {
      type: "paragraph",
      text: `You choose the agencies yourself. Brisk is built for these types of agencies: ${allAgencyTypesInWords}. Other government entities may join as secondary responders.`,
    },
    {
      type: "paragraph",
      text: "Choose the agencies that need to act. For example, for a fire you might choose fire services and emergency medical teams. Fewer agencies use fewer points.",
    },
    { type: "link", text: "See the agencies Brisk is built for", page: "agencies" },
  ],
  "faq-7": [
    {
      type: "list",
      items: [
        "PIPs are bound to your account. You cannot give them or move them to anyone else.",
        "Your barangay buys and manages its BIPs. Residents may gift or sponsor BIPs for their barangay. BIPs cannot be moved from one barangay to another.",
      ],
    },
    { type: "heading", text: "Which points a report uses" },
    {
      type: "paragraph",
      text: "If your barangay has enough BIPs for your report, the report uses them. If it does not, the report uses your own PIPs.",
    },
    {
      type: "paragraph",
      text: "So you may not need points of your own. If you do, you can start with the free personal plan.",
    },
    plansLink,
  ],
  "faq-8": [
    {
      type: "paragraph",
      text: `Each plan gives a number of points that last a set number of days. A report uses ${formatPoints(POINTS_PER_AGENCY)} for each agency it goes to. So the ${freePersonalPlan.name} plan's ${formatPoints(freePersonalPlan.points)} cover ${reportsCoveredBy(freePersonalPlan.points)}.`,
    },
    {
      type: "paragraph",
      text: `A barangay gets a free ${verificationGift.name.toLowerCase()} of ${formatPoints(verificationGift.points)}.`,
    },
    plansTable("Personal plans (PIPs)", PERSONAL_PLANS),
    plansTable("Barangay plans (BIPs)", BARANGAY_PLANS),
    plansLink,
  ],
  "faq-9": [
    {
      type: "paragraph",
      text: "Points left when the validity ends can no longer be used. Choose a plan whose points you expect to use in time. The plans page shows the validity of each plan.",
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
      text: "PIPs are the incident points you hold yourself. They are bound to your account, so you cannot give them to another person.",
    },
    {
      type: "paragraph",
      text: "BIPs are the incident points of a barangay. They cannot be moved to another barangay.",
    },
    {
      type: "paragraph",
      text: "You can still help your barangay: residents may gift or sponsor BIPs for it.",
    },
    {
      type: "paragraph",
      text: `If you bought PIPs that you do not need, you can ask for a refund ${refundInWords("pips")}.`,
    },
  ],
  "faq-11": [
    {
      type: "paragraph",
      text: "BIPs are the barangay's incident points. A resident's report uses them first, when the barangay has enough.",
    },
    {
      type: "paragraph",
      text: "So more BIPs means more reports from your barangay can use the barangay's points. Fewer residents then need their own Personal Incident Points (PIPs).",
    },
    {
      type: "paragraph",
      text: "The BIPs stay with that barangay. They cannot be moved to another barangay.",
    },
    {
      type: "paragraph",
      text: "To ask how to gift or sponsor BIPs, send us a message.",
    },
    contactLink,
    { type: "link", text: "See barangay plans", page: "plans" },
  ],
  "faq-12": [
    {
      type: "paragraph",
      text: "Barangays buy plans of Barangay Incident Points (BIPs). These are the points their residents' reports use.",
    },
    { type: "heading", text: "Optional add-ons" },
    {
      type: "list",
      items: [
        `Extra agency slot: ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)}. A slot is room for one more agency, and it is used when that agency is verified. It does not expire.`,
        `Location Sharing: ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} for ${formatDays(LOCATION_SHARING_ADDON.validityDays)}. It is free for ${freeLocationSharingTypes} agencies.`,
        `Desktop Access: ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device, for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
      ],
    },
    plansLink,
    {
      type: "paragraph",
      text: "Does your agency want to start using Brisk? Tell us about it.",
    },
    contactLink,
  ],
  "faq-13": [
    {
      type: "list",
      items: [
        "Sharing can also be turned off by hand before then.",
        `Location footprints are the record of where a member's shared location has been. They are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
        `Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} can buy Location Sharing. It is free for ${freeLocationSharingTypes} agencies.`,
      ],
    },
    plansLink,
  ],
  "faq-14": [
    {
      type: "paragraph",
      text: `${capitalize(rolesInWords(DESKTOP_ACCESS_ROLES))} may buy or request it. It costs ${formatPrice(DESKTOP_ACCESS.pricePhp)} per device.`,
    },
    {
      type: "paragraph",
      text: "It is locked to the hardware of that one device. You cannot move it to another computer.",
    },
    {
      type: "paragraph",
      text: `The ${formatDays(DESKTOP_ACCESS.validityDays)} start when you activate it, not when you buy it. You can ask for a refund ${refundInWords("desktop")}.`,
    },
    plansLink,
  ],
  "faq-15": [
    refundTable,
    {
      type: "paragraph",
      text: "An extra agency slot cannot be refunded once the agency in it is verified.",
    },
    { type: "paragraph", text: "To ask about a refund, send us a message." },
    contactLink,
  ],
  "faq-16": [
    {
      type: "paragraph",
      text: `${firstTier.tier} to ${lastTier.tier} are tiers of a suggested response time. ${firstTier.tier} is the fastest. They are a guide for agencies, not a promise to you.`,
    },
    responseTimeTable,
    {
      type: "paragraph",
      text: "After you send a report, follow its status live in the app. You can chat with the agencies there.",
    },
    emergencyHotline,
  ],
  "faq-17": [
    {
      type: "paragraph",
      text: "Get the Android app from Google Play. The button is on our home page.",
    },
    { type: "link", text: "Get the app", page: "home" },
    {
      type: "paragraph",
      text: "Agencies can also use Brisk on a desktop computer with Desktop Access. It is bought per device.",
    },
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
