/**
 * The sections of words a page has beyond its description and subtitle, by page: the shape of the
 * rest of its `src/content/<lang>/<page>.yaml`. The page module reads them typed (sectionsOf), and
 * the content check fails on a key a page does not declare here, or one it lacks.
 */
import { z } from "astro/zod";
import { planGroups, type PlanGroupId } from "~/content/card-structure";
import type { PageId } from "~/content/pages";

const text = z.string().min(1);

/** A Get Started path's words; a path that links to pages has their words under `links`. */
const startPath = z.strictObject({ title: text, intro: text, steps: z.array(text).min(1) });
/** A question before starting, and its answer: a few sentences. */
const startQuestion = z.strictObject({ question: text, answer: z.array(text).min(1) });

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
} satisfies Partial<Record<PageId, z.ZodType>>;

export type SectionsOf<Id extends keyof typeof pageSections> = z.infer<(typeof pageSections)[Id]>;
