import { FileText, ShieldCheck, Users } from "lucide";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING_BUYER_ROLES,
  MAX_AGENCIES_PER_REPORT,
  MINIMUM_AGE,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  RESPONSE_TIME_TIERS,
  ROLES,
  TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS,
} from "~/content/constants";
import type { LegalDocument } from "~/content/legal/legal-document";
import { formatCount, formatDays, formatList, formatMonths, formatPoints, formatPrice } from "~/lib/format";
import { capitalize, firstTier, rolesInWords, validityRange } from "~/content/phrasing";
import { refundTable, responseTimeTable } from "~/content/tables";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const termsPage = definePage("terms", {
  description:
    "The terms for using Brisk: who may use the app, account verification, what we expect of users, and the limits of our liability.",
  subtitle: "The rules for using the Brisk app.",
});

/** The Terms and Conditions page. */
export const termsDocument = {
  cards: [
    {
      id: "general-terms",
      image: {
        src: "/images/cards/general-terms.svg",
        alt: "Illustration of a document with a check mark",
      },
      title: "General Terms of Use",
      description: `Who may use Brisk: you must be at least ${MINIMUM_AGE}, legally able to contract, and verified to report.`,
      icon: FileText,
      fullContent: [
        {
          type: "paragraph",
          text: "These terms apply to everyone who uses the Brisk app.",
        },
        { type: "heading", text: "Who may use Brisk" },
        {
          type: "paragraph",
          text: `You must be at least ${MINIMUM_AGE} years old and legally able to enter into a contract.`,
        },
        { type: "heading", text: "Verification" },
        {
          type: "list",
          items: [
            "Only verified users may report incidents or emergencies.",
            "To be verified, you need a government-issued primary ID.",
            "Brisk may approve, deny or revoke verification.",
            "Brisk may suspend or terminate an account without notice.",
          ],
        },
        { type: "heading", text: "Roles" },
        { type: "paragraph", text: "These terms refer to the following roles:" },
        { type: "list", items: ROLES.map((role) => role.label) },
      ],
    },
    {
      id: "user-responsibilities",
      image: {
        src: "/images/cards/user-responsibilities.svg",
        alt: "Illustration of a person holding a phone beside a checklist",
      },
      title: "User Responsibilities",
      description:
        "Report under your verified identity, follow the rules for incident points, and know how purchases and refunds work.",
      icon: Users,
      fullContent: [
        { type: "heading", text: "Reporting" },
        {
          type: "list",
          items: [
            "Reports are not anonymous. Each report comes from your verified account.",
            "You may censor your identity on a report, and uncensor it later in the app.",
            `A report can be sent to at most ${MAX_AGENCIES_PER_REPORT} agencies. Each agency costs ${formatPoints(POINTS_PER_AGENCY)}.`,
            "A report uses your barangay's Barangay Incident Points (BIPs) if it has enough. Otherwise it uses your own Personal Incident Points (PIPs).",
          ],
        },
        { type: "heading", text: "Incident points" },
        {
          type: "list",
          items: [
            "Personal Incident Points (PIPs) are bound to your own account and cannot be transferred.",
            "Barangay Incident Points (BIPs) cannot be moved between barangays.",
            `Points expire at the end of their plan's validity: ${validityRange([...PERSONAL_PLANS, ...BARANGAY_PLANS])} depending on the plan.`,
          ],
        },
        {
          type: "paragraph",
          text: `These terms give ${formatMonths(TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS)} as an example validity for points. Each plan also states its own validity.`,
        },
        { type: "link", text: "See each plan's validity", page: "plans" },
        { type: "heading", text: "Purchases and refunds" },
        refundTable,
        {
          type: "list",
          items: [
            "An agency slot is used up when the agency is verified.",
            `An Extra Agency Slot costs ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)}, does not expire, and cannot be refunded once the agency is verified.`,
            `Desktop Access is sold per device, is locked to that device's hardware, and is active for ${formatDays(DESKTOP_ACCESS.validityDays)} from activation.`,
          ],
        },
        { type: "heading", text: "Agencies" },
        {
          type: "list",
          items: [
            `Only ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} may buy the Location Sharing add-on.`,
            "An agency member must accept a location request before being tracked.",
            `${capitalize(rolesInWords(DESKTOP_ACCESS_ROLES))} may buy or request Desktop Access.`,
          ],
        },
      ],
    },
    {
      id: "limitation-of-liability",
      image: {
        src: "/images/cards/limitation-of-liability.svg",
        alt: "Illustration of a shield in front of a phone",
      },
      title: "Limitation of Liability",
      description: "What Brisk does with your report, and what the suggested response times in the app mean.",
      icon: ShieldCheck,
      fullContent: [
        {
          type: "paragraph",
          text: "Brisk carries your report to the agencies you choose. You can then follow its status, chat with the agencies and give feedback in the app.",
        },
        {
          type: "paragraph",
          text: `The response times in Brisk are a suggested framework for agencies, in ${formatCount(RESPONSE_TIME_TIERS.length)} tiers: ${formatList(RESPONSE_TIME_TIERS.map((tier) => tier.tier))}. ${firstTier.tier} is the fastest.`,
        },
        responseTimeTable,
      ],
    },
  ],
} satisfies LegalDocument;
