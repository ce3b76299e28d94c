/**
 * The next steps offered where a visitor decides: residents get the app, barangays and agencies
 * write to the team with the contact form's topic already chosen (`/contact?topic=...`).
 */
import { PLATFORM_AVAILABILITY } from "./constants";
import type { NextStep } from "./types";
import { formatList } from "~/lib/format";

const availableNow = formatList(
  PLATFORM_AVAILABILITY.filter((entry) => entry.status === "available").map((entry) => entry.platform),
);

/** The heading over a page's next steps. */
export const nextStepsTitle = "What to do next";

export const nextSteps = {
  resident: {
    id: "resident",
    title: "For residents",
    text: `Get Brisk for ${availableNow} to report incidents and follow each report. One personal plan is free.`,
    action: "download",
  },
  barangay: {
    id: "barangay",
    title: "For barangays",
    text: "Tell us about your barangay and we will answer your questions about verification and plans.",
    action: "contact",
    topic: "barangay",
    label: "Contact us about your barangay",
  },
  agency: {
    id: "agency",
    title: "For agencies",
    text: "Brisk is free for every agency type except barangays. Ask us how your agency can start.",
    action: "contact",
    topic: "agency",
    label: "Contact us about your agency",
  },
} as const satisfies Record<string, NextStep>;

/** Who reads each page, and so which next steps it ends with. */
export const pageNextSteps = {
  features: [nextSteps.resident, nextSteps.barangay],
  agencies: [nextSteps.agency, nextSteps.barangay],
  about: [nextSteps.resident, nextSteps.barangay, nextSteps.agency],
  faqs: [nextSteps.resident, nextSteps.barangay, nextSteps.agency],
} as const satisfies Record<string, readonly NextStep[]>;
