/** The next steps of barangays and agencies (contact-steps.ts), in Filipino. */
import type { PageId } from "./pages";
import type { NextStep } from "./types";

/** The way to the Get Started page, from the pages where people decide. */
export const getStartedLink = {
  page: "getStarted",
  label: "Tingnan ang mga unang hakbang para sa residente, barangay at ahensya",
} as const satisfies { page: PageId; label: string };

export const contactSteps = {
  barangay: {
    id: "barangay",
    title: "Para sa mga barangay",
    text: "Ikuwento sa amin ang inyong barangay. Sasagutin namin ang mga tanong ninyo tungkol sa pag-verify at sa mga plan.",
    action: "contact",
    topic: "barangay",
    label: "Makipag-ugnayan tungkol sa inyong barangay",
  },
  agency: {
    id: "agency",
    title: "Para sa mga ahensya",
    text: "Ikuwento sa amin ang inyong ahensya. Sasabihin namin kung paano ito makapagsisimulang gumamit ng Brisk.",
    action: "contact",
    topic: "agency",
    label: "Makipag-ugnayan tungkol sa inyong ahensya",
  },
} as const satisfies Record<string, NextStep>;
