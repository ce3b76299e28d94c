/**
 * The Safety and Trust page: how Brisk keeps reports honest and people safe, one fact per sentence,
 * each from the spec through the constants. The legal pages say the same in full; this page links
 * to them rather than repeating their detail, and to the FAQs for how to uncensor a report and to
 * /agencies for how location sharing works.
 */
import { EMERGENCY_HOTLINE, LOCATION_SHARING, MINIMUM_AGE, RETENTION_RULES } from "./constants";
import { definePage } from "~/content/page-names";
import { type PageId } from "~/content/pages";
import { formatRetention } from "./phrasing";
import { formatCount, formatHours } from "~/lib/format";

export const safetyPage = definePage("safety", {
  description:
    "How Brisk keeps reports honest and people safe: verified reporters, identities you can censor, location shared only with consent, and how long data is kept.",
  subtitle: "How Brisk keeps reports honest and people safe.",
});

/** One topic of the page: a heading and short sentences, each one fact. */
export type SafetySection = {
  id: string;
  title: string;
  /** A sentence before the facts, where they need one. */
  intro?: string;
  facts: readonly string[];
  /** The page that says more. */
  more?: { page: PageId; label: string };
};

/** Said first: Brisk is no emergency hotline. */
export const safetyEmergency = {
  lead: "Brisk is not an emergency hotline. In an emergency, call",
  hotline: EMERGENCY_HOTLINE,
};

export const safetySections: readonly SafetySection[] = [
  {
    id: "verified",
    title: "Only verified people report",
    facts: [
      "Only verified users can send a report.",
      "To be verified, you show a government-issued primary ID.",
      `You must be at least ${formatCount(MINIMUM_AGE)} years old.`,
    ],
  },
  {
    id: "not-anonymous",
    title: "Reports are not anonymous",
    facts: [
      "Every report comes from a verified account.",
      "A report goes only to the agencies its reporter chooses.",
      "The agencies that receive it know that a verified person sent it.",
    ],
  },
  {
    id: "censored",
    title: "You can censor your identity",
    facts: [
      "When you make a report, you can choose to censor your identity on it.",
      "You can uncensor it later.",
    ],
    more: { page: "faqs", label: "How to uncensor a report: the FAQs" },
  },
  {
    id: "location",
    title: "Location sharing needs your consent",
    facts: [
      "An agency can ask to see where its agency members are.",
      "Sharing starts only after the member accepts.",
      `It turns off by itself after ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
      `Location footprints are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
    ],
    more: { page: "agencies", label: "How location sharing works: the For Agencies page" },
  },
  {
    id: "retention",
    title: "How long data is kept",
    intro:
      "How long Brisk keeps records depends on the kind of account. Informants are the verified users who send reports.",
    facts: RETENTION_RULES.map((rule) => `${rule.who}: ${formatRetention(rule).toLowerCase()}.`),
    more: { page: "privacy", label: "What Brisk collects and who sees it: the Privacy Policy" },
  },
  {
    id: "accounts",
    title: "What Brisk may do to accounts",
    facts: [
      "Brisk may approve or deny a verification.",
      "It may revoke a verification later.",
      "It may suspend or terminate an account without notice.",
    ],
    more: { page: "terms", label: "The rules for using Brisk: the Terms and Conditions" },
  },
];
