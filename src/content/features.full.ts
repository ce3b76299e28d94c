import { defineFullTexts } from "~/content/types";
import { POINTS_PER_AGENCY, REPORT_CATEGORIES } from "~/content/constants";
import { formatPoints } from "~/lib/format";
import { allAgencyTypesInWords } from "~/content/phrasing";
import { reportingSteps } from "~/content/tables";

/** The App Features dialogs' texts; the cards are in features.ts. */
export const fullTexts = defineFullTexts({
  "reporting-incidents": [
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
      text: "Reports are not anonymous, but you can censor your identity on a report, and uncensor it later.",
    },
    { type: "link", text: "How to uncensor a report", page: "faqs", card: "faq-3" },
  ],
  "how-to-report": [
    { type: "heading", text: "Steps" },
    reportingSteps,
    { type: "heading", text: "What a report costs" },
    {
      type: "paragraph",
      text: `Reports use incident points: each agency you send a report to uses ${formatPoints(POINTS_PER_AGENCY)}.`,
    },
    { type: "link", text: "See whose points a report uses, and what they cost", page: "plans" },
  ],
  "brisk-news": [
    {
      type: "paragraph",
      text: "Brisk News is in the same app you use to send and follow reports.",
    },
  ],
  "brisk-map": [
    {
      type: "list",
      items: [
        "Agency offices: see where the agencies in your area are based.",
        "Evacuation centers: find the nearest one now, before you need to leave your home.",
        "Voting precincts: see where the precincts in your area are.",
      ],
    },
  ],
  "report-summary-live-updates": [
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
  "print-report": [
    {
      type: "paragraph",
      text: "A paper copy helps when you need to show your report to someone in person, or keep it with your own files.",
    },
  ],
});
