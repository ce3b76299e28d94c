/**
 * The Get Started page's paths and questions, in order, and where each path leads: the same in every
 * language. The words are in src/content/<lang>/getStarted.yaml under these ids and link names. A path
 * links to where the rest is said (the plan finder, add-ons on /plans, /agencies, the contact form,
 * the poster) rather than saying it again.
 */
import type { NextStepId } from "./next-step-structure";
import { pageSections, type PageId } from "./pages";
import type { PlanGroupId } from "./card-structure";

/** Where a path leads when its steps are done, as the structure declares it. */
export type StartPlace =
  /** The Google Play button. */
  | { kind: "download" }
  /** The contact form with a next step's topic chosen, named by that step's link words. */
  | { kind: "contact"; step: Extract<NextStepId, "barangay" | "agency"> }
  /** A page of the site, with an optional section, named by the path's `links` words of that name. */
  | { kind: "page"; page: PageId; hash?: string; link: string }
  /** The poster's PDF in the page's language, downloaded rather than opened. */
  | { kind: "posterPdf"; link: string };

export const startStructure = {
  paths: [
    { id: "resident", actions: [{ kind: "download" }] },
    {
      id: "barangay",
      actions: [
        {
          kind: "page",
          page: pageSections.planFinder.page,
          hash: pageSections.planFinder.id,
          link: "planFinder",
        },
        { kind: "page", page: "barangayKit", link: "kit" },
        { kind: "contact", step: "barangay" },
        { kind: "page", page: "poster", link: "poster" },
        { kind: "posterPdf", link: "posterPdf" },
      ],
    },
    {
      id: "agency",
      actions: [
        { kind: "contact", step: "agency" },
        { kind: "page", page: "agencies", link: "agencies" },
        { kind: "page", page: "plans", hash: "agency" satisfies PlanGroupId, link: "addOns" },
      ],
    },
  ],
  /** Each with the page that says more, if any, and its card: "anonymous" opens FAQ 3, on censoring. */
  questions: [{ id: "hotline" }, { id: "tiers" }, { id: "anonymous", more: "faqs", card: "faq-3" }],
} as const satisfies {
  paths: readonly { id: string; actions: readonly StartPlace[] }[];
  questions: readonly { id: string; more?: PageId; card?: string }[];
};

/** Where a path leads, with its words, as the page draws it. */
export type StartAction =
  | { kind: "download" }
  /** A page of the site, with an optional query and section, e.g. the plan finder on /plans. */
  | { kind: "page"; page: PageId; label: string; query?: Record<string, string>; hash?: string }
  | { kind: "posterPdf"; label: string };

/** One kind of visitor's way in: a few numbered steps and where they lead. */
export type StartPath = {
  id: (typeof startStructure.paths)[number]["id"];
  title: string;
  /** One sentence on who the path is for. */
  intro: string;
  steps: readonly string[];
  actions: readonly StartAction[];
};

/** A question people ask before they start, answered in a few short sentences. */
export type StartQuestion = {
  id: string;
  question: string;
  answer: readonly string[];
  /** A page that says more, e.g. /faqs, and the card whose dialog it opens there. */
  more?: { page: PageId; label: string; card?: string };
};
