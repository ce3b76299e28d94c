import { FileText, ShieldCheck, Users } from "lucide";
import {
  BODY_CONDITIONS,
  GOVERNMENT_PROGRAMS,
  LOCATION_SHARING,
  RESIDENTIAL_TYPES,
  RETENTION_RULES,
} from "~/content/constants";
import type { LegalDocument } from "~/content/legal/legal-document";
import { formatHours, formatList } from "~/lib/format";
import { formatRetention } from "~/content/phrasing";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const privacyPage = definePage("privacy", {
  description:
    "What Brisk collects when you use the app, including location data and recordings of calls and messages, how it is used and shared, and how long it is kept.",
  subtitle: "What Brisk collects, how we use it and who we share it with.",
});

/** The Privacy Policy page. */
export const privacyDocument: LegalDocument = {
  cards: [
    {
      id: "information-we-collect",
      image: {
        src: "/images/cards/information-we-collect.svg",
        alt: "Illustration of a profile card with an ID, an address and a location pin",
      },
      title: "Information We Collect",
      description:
        "Your personal details and ID for verification, your address and circumstances, location data, and recordings of calls and messages.",
      icon: FileText,
      fullContent: [
        {
          type: "paragraph",
          text: "When you use the Brisk app, we collect the following information.",
        },
        { type: "heading", text: "Personal details and verification" },
        {
          type: "paragraph",
          text: "Your personal details and the credentials you give to be verified, including your government-issued primary ID.",
        },
        { type: "heading", text: "Address and residential type" },
        {
          type: "paragraph",
          text: `Your current address and your residential type: ${formatList(RESIDENTIAL_TYPES, "or")}.`,
        },
        { type: "heading", text: "Government program participation" },
        {
          type: "list",
          items: [...GOVERNMENT_PROGRAMS],
        },
        { type: "heading", text: "Body conditions" },
        {
          type: "list",
          items: [...BODY_CONDITIONS],
        },
        { type: "heading", text: "Location data" },
        {
          type: "paragraph",
          text: "The location you give in a report, and, for agency members who accept a location request, their location while sharing is on.",
        },
        { type: "heading", text: "Calls and messages" },
        { type: "paragraph", text: "Recordings of calls and messages made through the app." },
      ],
    },
    {
      id: "how-we-use-your-data",
      image: {
        src: "/images/cards/how-we-use-your-data.svg",
        alt: "Illustration of a report moving from a phone to an agency building",
      },
      title: "How We Use Your Data",
      description:
        "To verify you, deliver your reports to the agencies you choose, keep you updated, share locations with consent, and improve Brisk.",
      icon: ShieldCheck,
      fullContent: [
        { type: "paragraph", text: "We use your information to:" },
        {
          type: "list",
          items: [
            "verify users, so that only verified users can report;",
            "send each report to the agencies you choose;",
            "show the live status of your reports and carry chat and feedback between you and the agencies;",
            "share an agency member's location with their agency, only after the member accepts a location request;",
            "run and improve the Brisk service.",
          ],
        },
        { type: "heading", text: "How long we keep it" },
        {
          type: "table",
          caption: "Retention of records",
          columns: ["Whose records", "How long they are kept"],
          rows: RETENTION_RULES.map((rule) => [rule.who, formatRetention(rule)]),
        },
        {
          type: "paragraph",
          text: `Location sharing turns off automatically after ${formatHours(LOCATION_SHARING.autoOffHours)}, or earlier by hand. Location footprints, the record of where a shared location has been, are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
        },
      ],
    },
    {
      id: "data-sharing-disclosure",
      image: {
        src: "/images/cards/data-sharing-disclosure.svg",
        alt: "Illustration of a locked folder passed between a person and an agency",
      },
      title: "Data Sharing and Disclosure",
      description: "Who receives your reports and, for agency members, your location, and when.",
      icon: Users,
      fullContent: [
        { type: "heading", text: "Agencies you report to" },
        {
          type: "paragraph",
          text: "When you send a report, we share it with the agencies you route it to, so that they can respond. Reports are not anonymous: the agencies receive a report from your verified account.",
        },
        {
          type: "paragraph",
          text: "If you censor your identity on a report, it stays censored until you uncensor it yourself in the app.",
        },
        { type: "heading", text: "Location of agency members" },
        {
          type: "paragraph",
          text: "An agency member's location is shared with their agency only after the member accepts a location request.",
        },
      ],
    },
  ],
};

/** The sentence under the document that links to the terms: `before`, the link, then `after`. */
export const privacyTermsLine = {
  before: "This policy works together with our ",
  after: ".",
};
