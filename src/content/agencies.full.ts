import { defineFullTexts } from "~/content/types";
import {
  AGENCY_TYPES,
  BARANGAY_PLANS,
  BODY_CONDITIONS,
  DESKTOP_ACCESS_ROLES,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  GOVERNMENT_PROGRAMS,
  LOCATION_SHARING,
  LOCATION_SHARING_BUYER_ROLES,
  RESPONSE_TIME_TIERS,
} from "~/content/constants";
import { formatCount, formatHours, formatList, formatPoints } from "~/lib/format";
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
} from "~/content/phrasing";
import { platformsWith } from "~/content/platforms";
import { responseTimeTable } from "~/content/tables";

/** The For Agencies dialogs' texts; the cards are in agencies.ts. */

const freeLocationSharingTypes = agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES);

const verificationGift = freePlanOf(BARANGAY_PLANS);

/** The barangay plans in one or two sentences: the free gift, then what paid plans cost and last. */
const barangayPlansInWords = [
  `A verified barangay gets a free ${verificationGift.name.toLowerCase()} of ${formatPoints(verificationGift.points)}.`,
  `Paid plans cost ${paidPriceRange(BARANGAY_PLANS)}. Their points last ${validityRange(BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0))}, depending on the plan.`,
].join(" ");

/** Lower-case examples for a sentence. */
const examplesInWords = (items: readonly string[]) =>
  formatList(
    items.map((item) => item.toLowerCase()),
    "or",
  );

export const fullTexts = defineFullTexts({
  "responding-tracking": [
    { type: "heading", text: "What a report gives your agency" },
    {
      type: "list",
      items: [
        "A photo or video, a description and the location of the incident.",
        "Its category, and a subcategory that describes it more closely.",
        "A sender verified with a government-issued primary ID. The sender may have censored their identity on the report, and may uncensor it later.",
      ],
    },
    { type: "heading", text: "Suggested response times" },
    {
      type: "paragraph",
      text: `Brisk suggests response times in ${formatCount(RESPONSE_TIME_TIERS.length)} tiers, ${firstTier.tier} to ${lastTier.tier}. ${firstTier.tier} is the fastest. This is a suggested framework for your agency to work to, not a promise that Brisk makes to reporters.`,
    },
    responseTimeTable,
  ],
  "community-collaboration": [
    {
      type: "paragraph",
      text: "The reporter chooses the agencies. For example, a report of a fire might go to the barangay, fire services and an emergency medical team.",
    },
    { type: "heading", text: "Gifting barangay points" },
    {
      type: "paragraph",
      text: "Reports use incident points. Barangay points (BIPs) belong to a barangay and pay for its residents' reports first. Residents can gift or sponsor them, so that more of their neighbors' reports are paid for by the barangay.",
    },
    { type: "link", text: "See what a report costs", page: "plans" },
  ],
  "location-sharing": [
    { type: "heading", text: "Consent and privacy" },
    {
      type: "list",
      items: [
        "Your agency sends a member a location request. The member is tracked only after accepting it.",
        `Sharing turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}. It can also be turned off by hand before then.`,
        `Location footprints are the record of where a member's shared location has been. They are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
      ],
    },
    { type: "heading", text: "Who pays for it" },
    {
      type: "paragraph",
      text: `It is free for ${freeLocationSharingTypes} agencies. Other agencies buy the Location Sharing add-on. Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} can buy it.`,
    },
    { type: "link", text: "See the price of the add-on", page: "plans", card: "location-sharing-addon" },
  ],
  "barangay-support-tools": [
    { type: "heading", text: "Barangay plans" },
    { type: "paragraph", text: barangayPlansInWords },
    { type: "heading", text: "How barangay points work" },
    {
      type: "list",
      items: [
        "A resident's report uses your barangay points (BIPs) first. When they run short, it uses the resident's personal points (PIPs).",
        "Barangay points cannot be moved to another barangay.",
        "Points not used before the plan ends expire.",
        `You can ask for a refund ${refundInWords("bips")}: that is, while none of the points have been given out for use.`,
      ],
    },
    { type: "link", text: "Compare the barangay plans", page: "plans" },
    { type: "heading", text: "Resident details" },
    {
      type: "paragraph",
      text: `A resident's profile can include their residential type, government program participation (such as ${examplesInWords(GOVERNMENT_PROGRAMS)}) and body conditions (such as ${examplesInWords(BODY_CONDITIONS)}).`,
    },
    {
      type: "paragraph",
      text: "Our Privacy Policy explains what Brisk collects, how it is used and who it is shared with.",
    },
    { type: "link", text: "Read our Privacy Policy", page: "privacy" },
  ],
  "authorized-agencies": [
    { type: "heading", text: "Agency types" },
    { type: "list", items: AGENCY_TYPES.map((type) => type.label) },
    {
      type: "paragraph",
      text: "Other government entities may join as secondary responders: government offices that respond beside these agency types.",
    },
    { type: "heading", text: "Agency slots" },
    {
      type: "list",
      items: [
        "Each agency in Brisk takes an agency slot. The slot is used up when the agency is verified.",
        "You can buy an Extra Agency Slot. It does not expire.",
      ],
    },
    { type: "link", text: "See the price and refund rules of a slot", page: "plans" },
    { type: "link", text: "Ask how your agency can start", page: "contact" },
  ],
  "desktop-access": [
    {
      type: "paragraph",
      text: `${capitalize(rolesInWords(DESKTOP_ACCESS_ROLES))} may buy it or request it.`,
    },
    {
      type: "paragraph",
      text: "Each purchase covers one computer. It is locked to that computer's hardware, so you cannot move it to another one.",
    },
    {
      type: "paragraph",
      text: `The Brisk apps for ${platformsWith("coming-soon")} are still coming soon. Ask us which computers Desktop Access works on today.`,
    },
    { type: "link", text: "See the price and refund rules", page: "plans", card: "desktop-access-plan" },
  ],
});
