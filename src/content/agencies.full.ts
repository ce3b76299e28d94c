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
  POINTS_PER_AGENCY,
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
    { type: "heading", text: "Incident points" },
    {
      type: "paragraph",
      text: `Sending a report uses incident points: ${formatPoints(POINTS_PER_AGENCY)} for each agency it goes to. Barangay Incident Points (BIPs) belong to a barangay. Personal Incident Points (PIPs) belong to one resident.`,
    },
    {
      type: "paragraph",
      text: "When residents gift or sponsor BIPs, the points stay with their barangay. More of their neighbors' reports can then use the barangay's points instead of their own.",
    },
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
      text: `It is free for ${freeLocationSharingTypes} agencies. Other agencies buy it as an add-on. Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} can buy it.`,
    },
    { type: "link", text: "See the price of the add-on", page: "plans" },
  ],
  "barangay-support-tools": [
    { type: "heading", text: "Barangay plans" },
    { type: "paragraph", text: barangayPlansInWords },
    { type: "heading", text: "How BIPs work" },
    {
      type: "list",
      items: [
        "A resident's report uses the barangay's BIPs when there are enough. Otherwise it uses the resident's own Personal Incident Points (PIPs).",
        "BIPs cannot be moved to another barangay.",
        "BIPs not used before the plan ends expire.",
        `You can ask for a refund ${refundInWords("bips")}.`,
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
      text: "Other government entities may join as secondary responders.",
    },
    { type: "heading", text: "Agency slots" },
    {
      type: "list",
      items: [
        "An agency slot is room for one agency in Brisk. The slot is used up when that agency is verified.",
        "You can buy an extra slot. It does not expire.",
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
    { type: "link", text: "See the price and refund rules", page: "plans" },
  ],
});
