/**
 * The sections of words a page has beyond its description and subtitle, by page: the shape of the
 * rest of its `src/content/<lang>/<page>.yaml`. The page module reads them typed (sectionsOf), and
 * the content check fails on a key a page does not declare here, or one it lacks. An item of a list
 * may stand for the items of a list made from the facts (facts.ts's blocks): `- "::report-categories"`.
 */
import { z } from "astro/zod";
import { planGroups, type PlanGroupId } from "~/content/card-structure";
import type { PageId } from "~/content/pages";
import type { Facts } from "./messages";

const text = z.string().min(1);
const texts = z.array(text).min(1);

/** A topic of the Safety and Trust page: a heading, one fact a line, and what else it has. */
const topic = <Extra extends Record<string, typeof text>>(extra = {} as Extra) =>
  z.strictObject({ title: text, facts: texts, ...extra });

/** A legal page's line under its title: its effective date, or that it is to be published (pageValues). */
const dateLine = text;

/** A part of the privacy page's rights: its heading, a paragraph, and the words before its link. */
const linkedPart = z.strictObject({ title: text, text, linkLead: text });

/** A Get Started path's words; a path that links to pages has their words under `links`. */
const startPath = z.strictObject({ title: text, intro: text, steps: texts });
/** A question before starting, and its answer: a few sentences. */
const startQuestion = z.strictObject({ question: text, answer: texts });

export const pageSections = {
  home: z.strictObject({
    /** The first screen, over the background video: the sentences under the h1 and the store button's words. */
    hero: z.strictObject({ text, primaryAction: text }),
    /** The "Why Choose" section over its three cards: its title and one sentence under it. */
    whyChoose: z.strictObject({ title: text, intro: text }),
    /** The closing section above the store buttons. */
    callToAction: z.strictObject({ title: text, text }),
  }),
  plans: z.strictObject({
    /** The paragraphs above the plans that explain incident points and what one report costs. */
    intro: z.array(text),
    /** Each group of plans' title and the sentence under it. */
    groups: z.strictObject(
      Object.fromEntries(
        planGroups.map((group) => [group.id, z.strictObject({ title: text, intro: text })]),
      ) as Record<PlanGroupId, z.ZodObject<{ title: typeof text; intro: typeof text }>>,
    ),
  }),
  safety: z.strictObject({
    /** The note said first, before the hotline's number (a link that calls it): Brisk is no emergency hotline. */
    emergency: text,
    /** One topic a section, in the page's order: its heading and one fact a line. */
    topics: z.strictObject({
      verified: topic(),
      "not-anonymous": topic(),
      /** `more`: the words of the link to the page that says more (the page module names the page). */
      censored: topic({ more: text }),
      location: topic({ more: text }),
      /** `intro`: a sentence before the facts. */
      retention: topic({ intro: text, more: text }),
      accounts: topic({ more: text }),
    }),
  }),
  accessibility: z.strictObject({
    /** Under the subtitle: the day the statement was last reviewed. */
    dateLine: text,
    /** The standard aimed for, what it is, and the link's words to it (the page module has its address). */
    target: z.strictObject({ title: text, text: texts, link: text }),
    /** The checks run on every change: a sentence, one check a line, and a closing sentence. */
    checks: z.strictObject({ title: text, intro: text, items: texts, closing: text }),
    /** What does not meet the target yet, one a line. */
    limits: z.strictObject({ title: text, items: texts }),
    /** How to report a barrier, and the words of the link to the contact form (its topic: "other"). */
    report: z.strictObject({ title: text, text, link: text }),
  }),
  poster: z.strictObject({
    /** The one line under the name; longer and the printed sheet spills onto a second page. */
    tagline: text,
    /** "Emergency?" and the call, on one line. */
    emergency: z.strictObject({ lead: text, call: text }),
    /** Over the QR code, the store it opens, the code's alt text, and the stores under review. */
    scan: z.strictObject({ title: text, store: text, qrAlt: text, otherStores: text }),
    /** The steps to start, numbered. */
    steps: z.strictObject({ title: text, items: texts }),
    /** The report categories: a heading, and the list (`::report-categories`). */
    categories: z.strictObject({ title: text, items: texts }),
    /** On screen only, never printed: the page's own buttons and a hint under them. */
    controls: z.strictObject({ print: text, download: text, hint: text }),
  }),
  notFound: z.strictObject({
    /** The h1 (the title in the tab is the page's name). */
    heading: text,
    /** The link back to the home page. */
    homeLink: text,
  }),
  getStarted: z.strictObject({
    /**
     * A way in for each kind of visitor (get-started-structure.ts lists them and where each leads):
     * its title, who it is for, its numbered steps, and the words of its links by the structure's names.
     */
    paths: z.strictObject({
      resident: startPath,
      barangay: startPath.extend({
        links: z.strictObject({ planFinder: text, poster: text, posterPdf: text }),
      }),
      agency: startPath.extend({ links: z.strictObject({ agencies: text, addOns: text }) }),
    }),
    /** The questions people ask before they start, their heading first; `more` names a page that says more. */
    questions: z.strictObject({
      title: text,
      hotline: startQuestion,
      tiers: startQuestion,
      anonymous: startQuestion.extend({ more: text }),
      censored: startQuestion.extend({ more: text }),
    }),
  }),
  terms: z.strictObject({ dateLine }),
  privacy: z.strictObject({
    dateLine,
    /** After the cards: who is responsible for the reader's data, their rights, where to complain. */
    rights: z.strictObject({
      title: text,
      /**
       * The data controller's sentence, and the data protection officer's: set, the words before
       * the link to their email; unset, the sentence that says where to write until then.
       */
      responsible: z.strictObject({ title: text, controller: text, dpo: text }),
      /** The rights of data subjects under the Data Privacy Act: a sentence, one right a line. */
      rights: z.strictObject({ title: text, intro: text, items: texts }),
      /** Where to complain, and the words before the link to the NPC's website. */
      complaint: linkedPart,
      /** What the contact form sends and through whom, and the words before the link to Google's policy. */
      contactForm: linkedPart,
    }),
    /** The sentence under the rights that links to the terms: the words before the link and after it. */
    termsLine: z.strictObject({ before: text, after: text }),
  }),
} satisfies Partial<Record<PageId, z.ZodType>>;

/**
 * Values a page's words may name that are no facts of the spec but settings of the build (the
 * legal pages' deploy settings, README): the page module passes them to sectionsOf by these names,
 * and the content check formats the words with these examples. A setting that may be unset comes
 * with `<name>Set`, "yes" or "no", for a select:
 * `{effectiveDateSet, select, yes {{effectiveDate}} other {to be published}}`.
 */
const effectiveDateValues = { effectiveDate: "December 1, 2026", effectiveDateSet: "yes" };
export const pageValues = {
  terms: effectiveDateValues,
  privacy: {
    ...effectiveDateValues,
    dataController: "Example Org",
    dataControllerSet: "yes",
    dpoEmailSet: "yes",
  },
} satisfies Partial<Record<keyof typeof pageSections, Facts>>;

/** The values a page's module gives sectionsOf: one of each name pageValues declares, or none. */
export type ValuesArgs<Id extends keyof typeof pageSections> = Id extends keyof typeof pageValues
  ? [values: Readonly<Record<keyof (typeof pageValues)[Id], string | number>>]
  : [];

export type SectionsOf<Id extends keyof typeof pageSections> = z.infer<(typeof pageSections)[Id]>;
