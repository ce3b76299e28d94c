/**
 * The next steps offered where a visitor decides: residents get the app, barangays and agencies
 * write to the team with the contact form's topic already chosen (`/contact?topic=...`).
 */
import { platformName } from "./phrasing";
import type { NextStep } from "./types";

/** The names on the coming-soon store buttons and their dialogs. */
export const comingSoonPlatformNames = {
  ios: platformName("ios"),
  windows: platformName("windows"),
  macos: platformName("macos"),
} as const;

/** The heading over a page's next steps. */
export const nextStepsTitle = "What to do next";

export const nextSteps = {
  resident: {
    id: "resident",
    title: "For residents",
    text: "Download Brisk to report incidents and follow the status of each report. One personal plan is free.",
    action: "download",
    platformNames: comingSoonPlatformNames,
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
