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
