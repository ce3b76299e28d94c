/** The next steps offered where a visitor decides (next-steps.ts), in Filipino. */
import { PERSONAL_PLANS } from "./constants";
import { contactSteps } from "./contact-steps.fil";
import { freePlanOf } from "./derived";
import { planName } from "./labels.fil";
import { platformsWith } from "./platforms.fil";
import type { NextStep } from "./types";

/** The heading over a page's next steps. */
export const nextStepsTitle = "Ano ang susunod na gagawin";

export const nextSteps = {
  resident: {
    id: "resident",
    title: "Para sa mga residente",
    text: `I-download ang Brisk sa ${platformsWith("available")} para makapag-report ng insidente at masubaybayan ang bawat report. Puwede kang magsimula sa Personal ${planName(freePlanOf(PERSONAL_PLANS))}, ang personal plan na walang bayad.`,
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
