/**
 * The next steps of barangays and agencies: the contact form with the topic already chosen
 * (`/contact?topic=...`). Apart from next-steps.ts so the home page, which offers only these two
 * beside its store buttons, carries nothing else.
 */
import type { PageId } from "./pages";
import type { NextStep } from "./types";

/** The way to the Get Started page, from the pages where people decide. */
export const getStartedLink = {
  page: "getStarted",
  label: "See the first steps for residents, barangays and agencies",
} as const satisfies { page: PageId; label: string };

export const contactSteps = {
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
    text: "Tell us about your agency and we will tell you how it can start using Brisk.",
    action: "contact",
    topic: "agency",
    label: "Contact us about your agency",
  },
} as const satisfies Record<string, NextStep>;
