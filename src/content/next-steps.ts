/**
 * The next steps offered where a visitor decides: residents get the app, barangays and agencies
 * write to the team with the contact form's topic already chosen (`/contact?topic=...`).
 */
import { PERSONAL_PLANS } from "./constants";
import { contactSteps } from "./contact-steps";
import { freePlanOf } from "./derived";
import { platformsWith } from "./platforms";
import type { NextStep } from "./types";

/** The heading over a page's next steps. */
export const nextStepsTitle = "What to do next";

export const nextSteps = {
  resident: {
    id: "resident",
    title: "For residents",
    text: `Get Brisk for ${platformsWith("available")} to report incidents and follow each report. You can start on the ${freePlanOf(PERSONAL_PLANS).name} personal plan, which costs nothing.`,
    action: "download",
  },
  ...contactSteps,
} as const satisfies Record<string, NextStep>;

/** Who reads each page, and so which next steps it ends with. */
export const pageNextSteps = {
  features: [nextSteps.resident, nextSteps.barangay],
  agencies: [nextSteps.agency, nextSteps.barangay],
  about: [nextSteps.resident, nextSteps.barangay, nextSteps.agency],
  faqs: [nextSteps.resident, nextSteps.barangay, nextSteps.agency],
} as const satisfies Record<string, readonly NextStep[]>;
