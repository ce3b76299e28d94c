/**
 * What each next step does, and which steps end which page: the same in every language, so
 * declared once here. A resident gets the app; a barangay or an agency writes to the team with the
 * contact form's topic already chosen (`/contact?topic=...`). The steps' words, and the link to the
 * page that lays out every first step, are in src/content/<lang>/next-steps.yaml.
 */
import type { ContactTopic } from "./contact-structure";
import type { PageId } from "./pages";

/** Each next step, by who it is for: the app, or the contact form with its topic. */
export const nextStepActions = {
  resident: { action: "download" },
  barangay: { action: "contact", topic: "barangay" },
  agency: { action: "contact", topic: "agency" },
} as const satisfies Record<string, { action: "download" } | { action: "contact"; topic: ContactTopic }>;

export type NextStepId = keyof typeof nextStepActions;

/** Who reads each page, and so which next steps it ends with. */
export const pageNextSteps = {
  features: ["resident", "barangay"],
  agencies: ["agency", "barangay"],
  about: ["resident", "barangay", "agency"],
  faqs: ["resident", "barangay", "agency"],
} as const satisfies Partial<Record<PageId, readonly NextStepId[]>>;

/** The page the next steps' last link leads to: every first step, laid out. */
export const getStartedPage = "getStarted" satisfies PageId;
