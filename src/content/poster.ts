/**
 * The poster for the barangay hall. The /poster page and the PDF the build makes
 * (site/poster-pdf.server.ts) both read these words, so the printed sheet and the PDF say the same.
 */
import { EMERGENCY_HOTLINE, POSTER_PAPER, REPORT_CATEGORIES } from "./constants";
import { definePage } from "~/content/page-names";
import { storesWith } from "./platforms";
import { formatCount } from "~/lib/format";

export const posterPage = definePage("poster", {
  description:
    "A poster for the barangay hall: what Brisk does, a code to scan for Google Play, the report categories and the emergency hotline. Print it or download the PDF.",
  subtitle: "Print it for your barangay hall, or download it as a PDF.",
});

export const posterText = {
  /** The one line under the name. */
  tagline: "Report incidents and emergencies to the agencies that respond, and follow each report live.",
  emergency: { lead: "Emergency?", call: `Call ${EMERGENCY_HOTLINE}` },
  scan: {
    title: "Scan to get Brisk",
    store: "Get it on Google Play",
    qrAlt: "QR code that opens Brisk on Google Play",
    otherStores: `Under review: ${storesWith("under-review")}.`,
  },
  steps: {
    title: "How to start",
    items: [
      "Install Brisk from Google Play.",
      "Verify your account with a government-issued primary ID.",
      "Report an incident and follow it live.",
    ],
  },
  categories: {
    title: `Report in ${formatCount(REPORT_CATEGORIES.length)} categories`,
    items: REPORT_CATEGORIES,
  },
  /** On screen only: the page's own controls, never printed. */
  controls: {
    print: "Print this poster",
    download: `Download the PDF (${POSTER_PAPER})`,
    hint: `Prints on one ${POSTER_PAPER} sheet. Use the PDF on a phone or at a print shop.`,
  },
} as const;
