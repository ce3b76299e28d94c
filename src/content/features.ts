import { Bell, FileText, Map as MapIcon, Megaphone, Printer, TriangleAlert } from "lucide";
import { MAX_AGENCIES_PER_REPORT, REPORT_CATEGORIES } from "~/content/constants";
import type { fullTexts } from "./features.full";
import type { Card } from "~/content/types";
import { formatCount } from "~/lib/format";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const featuresPage = definePage("features", {
  description:
    "What the Brisk app does: report an incident with a photo or video, follow it live, chat with responders, print a PDF and find evacuation centers on a map.",
  subtitle: "What you can do in the Brisk app, from sending a report to printing it.",
});

/** A card's dialog text, loaded from features.full.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./features.full").then((module) => module.fullTexts[id]);

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
    fullContent: fullText("reporting-incidents"),
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
    fullContent: fullText("how-to-report"),
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
    fullContent: fullText("brisk-news"),
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
    fullContent: fullText("brisk-map"),
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
    fullContent: fullText("report-summary-live-updates"),
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
    fullContent: fullText("print-report"),
  },
] satisfies Card[];
