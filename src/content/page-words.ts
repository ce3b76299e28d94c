/**
 * Each page's words, declared once: the shape of its `src/content/<lang>/<page>.yaml`, for every
 * language. The page module reads them typed (t.sections), and the content check fails on a key a
 * page does not declare here, or one it lacks. An item of a list may stand for the items of a list
 * made from the facts (facts.ts's blocks): `- "::report-categories"`.
 */
import { z } from "astro/zod";
import { planGroups, type PlanGroupId } from "./card-structure";
import { kitSteps } from "./barangay-kit-structure";
import { contactTopics } from "./contact-structure";
import { pages, type PageId } from "./pages";
import { withArguments } from "./word-schemas";

const text = z.string().min(1);
const texts = z.array(text).min(1);

/** A field of the contact form: its label and the messages of its checks. */
const contactField = z.strictObject({
  label: text,
  /** When it is left empty. */
  required: text,
  /** When it is longer than its limit (the form's own, filled in by the page). */
  tooLong: withArguments("limit"),
});

/** A notice shown as a toast and written in the form's status line (SPEC section 8). */
const notice = z.strictObject({ title: text, text });

/** The barangay plan finder's field: its label, the hint under it and a message for each mistake. */
const finderField = z.strictObject({
  label: text,
  hint: text,
  errors: z.strictObject({
    empty: text,
    "not-a-number": text,
    "not-whole": text,
    "too-small": text,
    "too-large": text,
  }),
});

/** A topic of the Safety and Trust page: a heading, one fact a line, and what else it has. */
const topic = <Extra extends Record<string, typeof text>>(extra = {} as Extra) =>
  z.strictObject({ title: text, facts: texts, ...extra });

/**
 * A legal page's line under its title: its effective date, or that it is to be published. The
 * legal pages' deploy settings (README) are arguments their module gives at build
 * (content/legal/settings.ts): a setting that may be unset comes with `<name>Set`, "yes" or "no",
 * for a select: `{effectiveDateSet, select, yes {{effectiveDate}} other {to be published}}`.
 */
const dateLine = withArguments("effectiveDate", "effectiveDateSet");

/** A part of the privacy page's rights: its heading, a paragraph, and the words before its link. */
const linkedPart = z.strictObject({ title: text, text, linkLead: text });

/** A Get Started path's words; a path that links to pages has their words under `links`. */
const startPath = z.strictObject({ title: text, intro: text, steps: texts });
/** A question before starting, and its answer: a few sentences. */
const startQuestion = z.strictObject({ question: text, answer: texts });

/** A step of the barangay kit: its heading, a sentence or two, and its link's words where it has one. */
const kitStep = z.strictObject({ title: text, text: texts, link: text.optional() });

/** A printable paper's buttons and the hint under them, on screen only (as the poster's). */
const printControls = z.strictObject({ print: text, hint: text });

/** Each page's own sections, beyond the words every page has (pageBase). */
const sections = {
  home: {
    /** The first screen, over the background video: the sentences under the h1 and the store button's words. */
    hero: z.strictObject({ text, primaryAction: text }),
    /** The "Why Choose" section over its three cards: its title and one sentence under it. */
    whyChoose: z.strictObject({ title: text, intro: text }),
    /** The closing section above the store buttons. */
    callToAction: z.strictObject({ title: text, text }),
  },
  plans: {
    /** The paragraphs above the plans that explain incident points and what one report costs. */
    intro: z.array(text),
    /** Each group of plans' title and the sentence under it. */
    groups: z.strictObject(
      Object.fromEntries(
        planGroups.map((group) => [
          group.id,
          // `guide`: the words of the link to the page that says how to buy the group's plans, for a
          // group the structure gives one (card-structure.ts).
          z.strictObject({ title: text, intro: text, guide: text.optional() }),
        ]),
      ) as Record<
        PlanGroupId,
        z.ZodObject<{ title: typeof text; intro: typeof text; guide: z.ZodOptional<typeof text> }>
      >,
    ),
    /**
     * The barangay plan finder (an island): its form, its messages, the rule in plain words, and its
     * answer. The answer's sentences take the visitor's numbers and what the rule works out, and the
     * chosen plan's words from its card's facts (planTitle, price, validity, pricePerDay, points,
     * unlimited), all filled in in the browser.
     */
    finder: z.strictObject({
      title: text,
      intro: text,
      ruleTitle: text,
      rule: texts,
      fields: z.strictObject({ reportsPerMonth: finderField, agenciesPerReport: finderField }),
      submit: text,
      /** Said in the answer's place while a field has a problem. */
      fixFields: text,
      needsJavaScript: text,
      /** The answer's sentences, after the plan's title. */
      answer: z.strictObject({
        /** The visitor's numbers and the points a day they use. */
        usage: withArguments("reportsPerMonth", "agenciesPerReport", "pointsPerDay"),
        /** The points the plan's days need, against the points it has. */
        points: withArguments("validity", "pointsNeeded", "unlimited", "points"),
        /** What it costs, in all and a day. */
        price: withArguments("price", "validity", "pricePerDay"),
        /** A plan that costs the same a day but lasts less long, passed over: its title, price and days. */
        shorter: withArguments("planTitle", "price", "validity"),
        /** The button under the answer that opens the plan's card. */
        openCard: withArguments("planTitle"),
      }),
    }),
  },
  contact: {
    /** The contact form (an island): its words, its checks' messages, the counter and the notices. */
    form: z.strictObject({
      formTitle: text,
      fields: z.strictObject({
        name: contactField,
        email: contactField.extend({ format: text }),
        message: contactField,
      }),
      /** The error summary's heading. */
      errorSummaryTitle: text,
      /** The message counter near the limit, filled in as the visitor types. */
      counter: z.strictObject({ remaining: withArguments("count"), over: withArguments("count") }),
      /** The topic choice: its label, a hint, the empty choice and each topic's words. */
      topic: z.strictObject({
        label: text,
        hint: text,
        none: text,
        options: z.strictObject(
          Object.fromEntries(contactTopics.map((topic) => [topic, text])) as Record<
            (typeof contactTopics)[number],
            typeof text
          >,
        ),
      }),
      notices: z.strictObject({ captchaRequired: notice, sendError: notice, sent: notice }),
      /** Said when the form refuses a submit with errors. */
      notSent: text,
      /** Said while the message is on its way. */
      sendingStatus: text,
      /** Added to the send error: nothing typed was lost. */
      keptAfterError: text,
      captchaFailed: text,
      needsJavaScript: text,
      /** Before the email link, where the form cannot be used; left out when no address is set. */
      emailInstead: text,
      /** What the form does with what is typed; followed by the link to the privacy policy. */
      privacy: text,
      privacyLink: text,
      submit: text,
      submitting: text,
    }),
    /** The not-for-emergencies notice above the form: said before the hotline's number (a link that calls it). */
    emergency: z.strictObject({ title: text, text }),
    /** The box beside the form with the other ways to reach the team; the social link names its network. */
    details: z.strictObject({ title: text, text, emailLabel: text, socialLink: withArguments("network") }),
  },
  safety: {
    /** The note said first, before the hotline's number (a link that calls it): Brisk is no emergency hotline. */
    emergency: text,
    /** One topic a section, in the page's order: its heading and one fact a line. */
    topics: z.strictObject({
      verified: topic(),
      "not-anonymous": topic(),
      /**
       * `more`: the words of the link to the page that says more (the page module names the page).
       * The censored topic is its heading and that link alone: FAQ 3 tells it.
       */
      censored: z.strictObject({ title: text, more: text }),
      location: topic({ more: text }),
      /** One sentence; the table itself is on the privacy page (its `more`). */
      retention: topic({ more: text }),
      accounts: topic({ more: text }),
    }),
  },
  accessibility: {
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
  },
  poster: {
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
  },
  barangayKit: {
    /** The steps from choosing a plan to using its points, in the order of barangay-kit-structure.ts. */
    steps: z.strictObject({
      title: text,
      ...(Object.fromEntries(kitSteps.map((step) => [step.id, kitStep])) as Record<
        (typeof kitSteps)[number]["id"],
        typeof kitStep
      >),
    }),
    /** Why the council decides: the law, as its primary source says it (docs/sources.md names it). */
    authority: z.strictObject({ title: text, text: texts }),
    /** What to ask Brisk for, and what to keep for the records: one item a line. */
    ask: z.strictObject({ title: text, items: texts }),
    keep: z.strictObject({ title: text, items: texts }),
    /** The printable papers: a heading, and a sentence on each (its link's words are its page's name). */
    papers: z.strictObject({ title: text, planSheet: text, councilTemplates: text, quotation: text }),
  },
  planSheet: {
    controls: printControls.extend({ download: text }),
    /** The sheet: what it is for, the table's extra column, the plans' shared rules, the lines to fill in. */
    sheet: z.strictObject({
      intro: text,
      /**
       * The column after the reports covered: what a report costs, by the agencies it goes to, and
       * its cell for a plan with unlimited points, where it depends on how many reports are sent.
       */
      pricePerReport: z.strictObject({ column: text, unlimited: text }),
      rules: texts,
      chosen: z.strictObject({ title: text, lines: texts }),
      /** Where the prices come from: the site's address, given by the page module. */
      source: withArguments("plansUrl"),
    }),
  },
  councilTemplates: {
    /** How to use them: adapt, fill in the blanks, check with the treasurer. */
    intro: texts,
    controls: printControls,
    /** The council's resolution: its heading, then one paragraph a line, blanks as underscores. */
    resolution: z.strictObject({ title: text, lines: texts }),
    /** The plan's line for the barangay's procurement plan: a heading, a sentence, the columns and the row. */
    procurementLine: z.strictObject({
      title: text,
      intro: text,
      columns: texts,
      row: texts,
    }),
    /** The same templates as plain text: a heading, a sentence, the text box's label and the file's link. */
    plainText: z.strictObject({ title: text, text, label: text, download: text }),
  },
  quotation: {
    /** With the supplier settings unset: how to ask for a quotation instead, and the contact link's words. */
    request: z.strictObject({ title: text, text: texts, link: text }),
    /** The choice of plan and periods, over the quotation. */
    form: z.strictObject({
      title: text,
      plan: text,
      periods: text,
      periodsHint: text,
      /** When the number of periods is not a whole number from 1 to the form's limit (filled in by the page). */
      periodsError: withArguments("minPeriods", "maxPeriods"),
      needsJavaScript: text,
    }),
    controls: printControls,
    /** The quotation as printed: its headings and labels; an item's points and validity come from each plan. */
    document: z.strictObject({
      title: text,
      tin: text,
      philgeps: text,
      date: text,
      validUntil: text,
      /** Before the lines for the barangay's name and address, which the barangay fills in. */
      buyer: text,
      columns: z.strictObject({ item: text, unitPrice: text, quantity: text, amount: text }),
      item: withArguments("points", "validity"),
      total: text,
      payment: text,
      rules: texts,
      source: withArguments("plansUrl"),
      preparedBy: text,
    }),
  },
  notFound: {
    /** The h1 (the title in the tab is the page's name). */
    heading: text,
    /** The link back to the home page. */
    homeLink: text,
  },
  getStarted: {
    /**
     * A way in for each kind of visitor (get-started-structure.ts lists them and where each leads):
     * its title, who it is for, its numbered steps, and the words of its links by the structure's names.
     */
    paths: z.strictObject({
      resident: startPath,
      barangay: startPath.extend({
        links: z.strictObject({ planFinder: text, kit: text, poster: text, posterPdf: text }),
      }),
      agency: startPath.extend({ links: z.strictObject({ agencies: text, addOns: text }) }),
    }),
    /** The questions people ask before they start, their heading first; `more` names a page that says more. */
    questions: z.strictObject({
      title: text,
      hotline: startQuestion,
      tiers: startQuestion,
      anonymous: startQuestion.extend({ more: text }),
    }),
  },
  terms: { dateLine },
  privacy: {
    dateLine,
    /** After the cards: who is responsible for the reader's data, their rights, where to complain. */
    rights: z.strictObject({
      title: text,
      /**
       * The data controller's sentence, and the data protection officer's: set, the words before
       * the link to their email; unset, the sentence that says where to write until then.
       */
      responsible: z.strictObject({
        title: text,
        controller: withArguments("dataController", "dataControllerSet"),
        dpo: withArguments("dpoEmailSet"),
      }),
      /** The rights of data subjects under the Data Privacy Act: a sentence, one right a line. */
      rights: z.strictObject({ title: text, intro: text, items: texts }),
      /** Where to complain, and the words before the link to the NPC's website. */
      complaint: linkedPart,
      /** What the contact form sends and through whom, and the words before the link to Google's policy. */
      contactForm: linkedPart,
    }),
    /** The sentence under the rights that links to the terms: the words before the link and after it. */
    termsLine: z.strictObject({ before: text, after: text }),
  },
} satisfies Partial<Record<PageId, z.ZodRawShape>>;

/** What every page's words have: its meta description, the sentence under its h1, its cards' button. */
const pageBase = {
  /**
   * What a search result shows: 70 to 160 characters on a page in the sitemap (the content
   * check); the not-found page's is shorter.
   */
  description: z.string().min(1).max(160),
  /** The sentence under the page's h1; the not-found page has none. */
  subtitle: text.optional(),
  /** The words of each card's button, where they are not the interface's "Read More". */
  cardButton: text.optional(),
};

type Sections = typeof sections;
type PageShape<Id extends PageId> = typeof pageBase & (Id extends keyof Sections ? Sections[Id] : unknown);

/** Each page's words, `src/content/<lang>/<page>.yaml`, by page: a key not declared is a mistake. */
export const pageWords = Object.fromEntries(
  (Object.keys(pages) as PageId[]).map((id) => [
    id,
    z.strictObject({ ...pageBase, ...(sections[id as keyof Sections] ?? {}) }),
  ]),
) as unknown as { [Id in PageId]: z.ZodObject<PageShape<Id>, z.core.$strict> };

export type PageWordsOf<Id extends PageId> = z.infer<(typeof pageWords)[Id]>;
