import { Bell, FileText, MapIcon, Megaphone, Printer, TriangleAlert } from "lucide-react";
import { MAX_AGENCIES_PER_REPORT, POINTS_PER_AGENCY, REPORT_CATEGORIES } from "~/content/constants";
import { pointsPerReportInWords } from "~/content/points";
import type { Card } from "~/content/types";
import { formatCount, formatPoints } from "~/lib/format";
import { allAgencyTypesInWords, reportingSteps } from "~/content/phrasing";

/*
 * The maximum number of agencies per report is stated once on this page, on the first card. The
 * other cards say "the agencies you choose". Incident points, PIPs, BIPs and the Involved section
 * are explained where this page first uses them (How to Report and its steps).
 */

/** The six cards of the App Features page, in the order they appear. */
export const featureCards = [
  {
    id: "reporting-incidents",
    image: {
      src: "/images/cards/reporting-incidents.svg",
      alt: "Illustration of a phone sending an incident report to responders",
    },
    title: "Reporting Incidents or Emergencies",
    description: `Report an incident or emergency in one of ${formatCount(REPORT_CATEGORIES.length)} categories. Send it to up to ${formatCount(MAX_AGENCIES_PER_REPORT)} agencies at once.`,
    icon: TriangleAlert,
    fullContent: [
      { type: "heading", text: "What you can report" },
      {
        type: "paragraph",
        text: "Choose the category that fits. Then pick a subcategory that describes the incident more closely.",
      },
      { type: "list", items: [...REPORT_CATEGORIES] },
      { type: "heading", text: "Where your report goes" },
      {
        type: "paragraph",
        text: `You choose the agencies. Brisk is built for ${allAgencyTypesInWords}. Choose the ones that need to act on your report.`,
      },
      { type: "heading", text: "Who can report" },
      {
        type: "paragraph",
        text: "You need a verified account. Brisk verifies you with a government-issued primary ID.",
      },
      {
        type: "paragraph",
        text: "Reports are not anonymous, but you can censor your identity on a report. The steps under How to Report show how, and how to undo it.",
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
    description:
      "Add a photo or video, describe what happened, give the location, and choose the agencies you want to reach.",
    icon: FileText,
    fullContent: [
      { type: "heading", text: "Steps" },
      reportingSteps,
      { type: "heading", text: "What a report uses" },
      {
        type: "paragraph",
        text: `Sending a report uses incident points: ${formatPoints(POINTS_PER_AGENCY)} for each agency it goes to. So one report uses ${pointsPerReportInWords}.`,
      },
      {
        type: "paragraph",
        text: "Barangay Incident Points (BIPs) belong to your barangay. Personal Incident Points (PIPs) are your own. Your report uses your barangay's BIPs when it has enough, and your PIPs otherwise.",
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
    description: "Read the news in Brisk News, the news feed inside the app.",
    icon: Megaphone,
    fullContent: [
      {
        type: "paragraph",
        text: "Brisk News is in the same app you use to send and follow reports. You do not need another app to read it.",
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
        type: "list",
        items: [
          "Agency offices: see where the agencies in your area are based.",
          "Evacuation centers: find the nearest one now, before you need to leave your home.",
          "Voting precincts: check where you vote before election day.",
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
        text: "The receipt, or ticket, sums up your report. Keep it as your record of what you reported.",
      },
      {
        type: "paragraph",
        text: "The status of your report changes in the app as the agencies work on it.",
      },
      {
        type: "paragraph",
        text: "Use the chat to add details or answer the agencies' questions. When you are ready, give feedback on how your report was handled.",
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
        text: "A paper copy helps when you need to show your report to someone in person, or keep it with your own files.",
      },
    ],
  },
] satisfies Card[];
