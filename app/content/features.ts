import { Bell, FileText, MapIcon, Megaphone, Printer, TriangleAlert } from "lucide-react";
import { MAX_AGENCIES_PER_REPORT, POINTS_PER_AGENCY, REPORT_CATEGORIES } from "~/content/constants";
import type { Card } from "~/content/types";
import { formatCount, formatPoints } from "~/lib/format";
import { allAgencyTypesInWords, reportingSteps } from "~/content/phrasing";

/** The six cards of the App Features page, in the order they appear. */
export const featureCards = [
  {
    id: "reporting-incidents",
    image: {
      src: "/images/cards/reporting-incidents.svg",
      alt: "Illustration of a phone sending an incident report to responders",
    },
    title: "Reporting Incidents or Emergencies",
    description: `Report an incident or emergency in one of ${formatCount(REPORT_CATEGORIES.length)} categories and reach up to ${MAX_AGENCIES_PER_REPORT} agencies at once.`,
    icon: TriangleAlert,
    fullContent: [
      {
        type: "paragraph",
        text: `Brisk sends your report straight to the government agencies that respond to it: ${allAgencyTypesInWords}. You can send one report to up to ${MAX_AGENCIES_PER_REPORT} agencies at once.`,
      },
      { type: "heading", text: "What you can report" },
      {
        type: "paragraph",
        text: `Every report belongs to one of these ${formatCount(REPORT_CATEGORIES.length)} categories. Within a category you can pick a subcategory that describes the incident more closely.`,
      },
      { type: "list", items: [...REPORT_CATEGORIES] },
      { type: "heading", text: "Who can report" },
      {
        type: "paragraph",
        text: "Only verified users may report. To be verified, you need a government-issued primary ID.",
      },
      {
        type: "paragraph",
        text: "Reports are not anonymous. Each report comes from a verified account. You can censor your identity on a report, and uncensor it later.",
      },
    ],
  },
  {
    id: "how-to-report",
    image: {
      src: "/images/cards/how-to-report.svg",
      alt: "Illustration of a report form with a photo, a description and a location pin",
    },
    title: "How to Report",
    description: `Add a photo or video, describe what happened, mark the location and choose up to ${MAX_AGENCIES_PER_REPORT} agencies to send it to.`,
    icon: FileText,
    fullContent: [
      { type: "heading", text: "Steps" },
      reportingSteps,
      { type: "heading", text: "What a report costs" },
      {
        type: "paragraph",
        text: `Each agency you send a report to costs ${formatPoints(POINTS_PER_AGENCY)}. A report sent to ${MAX_AGENCIES_PER_REPORT} agencies costs ${formatPoints(MAX_AGENCIES_PER_REPORT * POINTS_PER_AGENCY)}.`,
      },
      {
        type: "paragraph",
        text: "The points come from your barangay's Barangay Incident Points (BIPs) when your barangay has enough. Otherwise they come from your own Personal Incident Points (PIPs).",
      },
      { type: "link", text: "See plans and pricing", page: "plans" },
    ],
  },
  {
    id: "brisk-news",
    image: {
      src: "/images/cards/brisk-news.svg",
      alt: "Illustration of a news feed on a phone screen",
    },
    title: "Brisk News",
    description: "Stay informed with the news feed inside the app.",
    icon: Megaphone,
    fullContent: [
      {
        type: "paragraph",
        text: "Brisk News is the news feed of the Brisk app. Open it to keep up with news and updates without leaving the app you use to report.",
      },
    ],
  },
  {
    id: "brisk-map",
    image: {
      src: "/images/cards/brisk-map.svg",
      alt: "Illustration of a map with pins for agency offices, evacuation centers and voting precincts",
    },
    title: "Brisk Map",
    description: "Find agency offices, evacuation centers and voting precincts on one map.",
    icon: MapIcon,
    fullContent: [
      {
        type: "paragraph",
        text: "Brisk Map shows where agency offices, evacuation centers and voting precincts are.",
      },
      {
        type: "list",
        items: [
          "Agency offices: see where the responders and authorities near you are based.",
          "Evacuation centers: know where to go before you need to leave your home.",
          "Voting precincts: find where you vote.",
        ],
      },
    ],
  },
  {
    id: "report-summary-live-updates",
    image: {
      src: "/images/cards/report-summary-live-updates.svg",
      alt: "Illustration of a report ticket with a status timeline and chat bubbles",
    },
    title: "Report Summary and Live Updates",
    description:
      "Get a receipt for every report, follow its status live, and chat with the agencies handling it.",
    icon: Bell,
    fullContent: [
      {
        type: "paragraph",
        text: "Every report you send gets a receipt, or ticket, that sums up the report.",
      },
      { type: "heading", text: "Live updates" },
      {
        type: "list",
        items: [
          "Track the status of your report live, as the agencies work on it.",
          "Chat with the agencies handling your report.",
          "Give feedback on how your report was handled.",
        ],
      },
    ],
  },
  {
    id: "print-report",
    image: {
      src: "/images/cards/print-report.svg",
      alt: "Illustration of a printed PDF report coming out of a printer",
    },
    title: "Print Report",
    description: "Save any of your reports as a PDF and print it when you need a paper copy.",
    icon: Printer,
    fullContent: [
      {
        type: "paragraph",
        text: "Each report you send is available as a printable PDF. Save it or print it for your records.",
      },
      {
        type: "paragraph",
        text: "The PDF sits alongside the receipt, or ticket, that you get for every report.",
      },
    ],
  },
] satisfies Card[];
