/**
 * What each kind of words file holds, for Astro's content collections (src/content.config.ts) and
 * for the checks that read the same files in tests (read-words.ts). Every text is an ICU message
 * (messages.ts). A key that is not here is a mistake, so the schemas are strict; a page's words
 * are declared in page-words.ts.
 */
import { z } from "astro/zod";
import {
  AGENCY_TYPES,
  BODY_CONDITIONS,
  GOVERNMENT_PROGRAMS,
  REFUND_RULES,
  REPORT_CATEGORIES,
  RESIDENTIAL_TYPES,
  RETENTION_RULES,
  ROLES,
  type AvailabilityStatus,
} from "~/content/constants";
import { footerGroups, pages, type Page, type PageId } from "./pages";
import type { Template } from "~/lib/message-template";

/** Words in a tree: a message, a list of them, or named groups of them (`hero: { text: … }`). */
export type MessageTree = string | readonly MessageTree[] | { readonly [key: string]: MessageTree };

const messageTree: z.ZodType<MessageTree> = z.lazy(() =>
  z.union([z.string().min(1), z.array(messageTree), z.record(z.string(), messageTree)]),
);

/** A card, `src/content/<lang>/<page>/<card id>.md`: these in front matter, its dialog text below. */
export const cardWords = z.strictObject({
  /** The card's heading; also the `title` query value that opens its dialog. */
  title: z.string().min(1),
  /** One or two sentences on the card, shown again at the top of its dialog. */
  summary: z.string().min(1),
  /** What the card's picture shows, for screen readers; none when it only decorates. */
  alt: z.string().min(1).optional(),
  /** Facts shown on the card under its price, each a label and its value, e.g. Points: 250. */
  facts: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).optional(),
});

export type CardWords = z.infer<typeof cardWords>;

const text = z.string().min(1);

/** The arguments a message takes besides facts, by the shape of its key (withArguments). */
const declaredArguments = z.registry<{ arguments: readonly string[] }>();

/**
 * A message that takes, besides facts, arguments whose values the words cannot know: the one way a
 * message declares them, in a page's words (page-words.ts) and in shared words (sharedWords)
 * alike. The engine gives it as a template, its facts formatted in (i18n/messages.ts), and the
 * values are filled in (lib/message-template.ts) where they are known: at build for a value the
 * site or the page module has (the footer's network, each coming-soon platform: card-words.ts's
 * messageIn; a field's limit, the contact page's network), in the browser for one the visitor
 * gives (the counter's count, the finder's answer: the template is an island's prop). The content
 * check fails on a message that names anything else, and on a language whose message names other
 * arguments than English's.
 */
export const withArguments = (...names: readonly string[]) =>
  z
    .custom<Template>((value) => (typeof value === "string" ? value.length > 0 : Array.isArray(value)), {
      message: "Expected words",
    })
    .register(declaredArguments, { arguments: names });

/**
 * A message of the phrasing (phrasing.yaml) and the values the phrasing gives it: words, not a
 * template, for the phrasing says it at build (i18n/phrasing.ts), its values formatted in.
 */
const phrase = (...names: readonly string[]) =>
  z.string().min(1).register(declaredArguments, { arguments: names });

/** Words whose templates are said (filled in at build, sectionsIn's values): each template a string. */
export type Said<T> = [T] extends [Template]
  ? [Template] extends [T]
    ? string
    : T
  : T extends object
    ? { [K in keyof T]: Said<T[K]> }
    : T;

/**
 * The arguments the message at `path` ("form.counter.remaining", "finder.answer.0") may name
 * besides facts, as `schema` declares them; undefined for a message of facts only.
 */
export function argumentsAt(schema: z.ZodType, path: readonly string[]): readonly string[] | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path) {
    // Through Zod's public API: an optional or lazy shape stands for the one inside it.
    while (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodLazy)
      at = at.unwrap() as z.ZodType;
    if (at instanceof z.ZodObject) at = (at.shape as Record<string, z.ZodType | undefined>)[key];
    else if (at instanceof z.ZodArray) at = at.element as z.ZodType;
    else if (at instanceof z.ZodRecord) at = at.valueType as z.ZodType;
    else return undefined;
    if (!at) return undefined;
  }
  return declaredArguments.get(at as z.ZodType)?.arguments;
}

/** A page's names: its title, and its link's words where the registry links it from the header or footer. */
const pageNamesOf = (page: Page) =>
  z.strictObject({
    /** The h1, and the part before "| Brisk" in the title. */
    title: text,
    ...(page.header && { header: text }),
    ...(page.footer && { footer: text }),
  });

/** Every availability a platform can have (constants.ts), each once. */
const availabilities = Object.keys({
  available: true,
  "under-review": true,
  "coming-soon": true,
} satisfies Record<AvailabilityStatus, true>) as AvailabilityStatus[];

/** Each of a list's names, with the same words' shape. */
const eachOf = <Key extends string, Shape extends z.ZodType>(
  keys: readonly Key[],
  shape: (key: Key) => Shape,
) => z.strictObject(Object.fromEntries(keys.map((key) => [key, shape(key)])) as Record<Key, Shape>);

/** A next step's words: who it is for and what to do. */
const stepWords = z.strictObject({ title: text, text });

/**
 * Words that are no one page's, `src/content/<lang>/<name>.yaml`, by name: each such file's shape.
 * A file named here is read as these words, not as a page's (content.config.ts); the content check
 * holds it to its shape and to every other check of the words.
 */
export const sharedWords = {
  /**
   * What to do next, where a visitor decides (next-step-structure.ts says which steps a page ends
   * with and what each leads to): the heading over them, each step's words, and the link to the
   * page that lays out every first step.
   */
  "next-steps": z.strictObject({
    title: text,
    resident: stepWords,
    /** The contact steps: `label` is their link to the contact form, its topic chosen. */
    barangay: stepWords.extend({ label: text }),
    agency: stepWords.extend({ label: text }),
    getStartedLink: text,
  }),
  /**
   * The interface's own words, on every page: the skip link, header, footer, splash, cards,
   * dialogs, the contact form's notices and the store buttons (i18n/languages.ts makes them the
   * page's UiText).
   */
  ui: z.strictObject({
    skipLink: text,
    header: z.strictObject({ homeLabel: text, menu: text, navLabel: text, language: text }),
    /** `follow` names its network (siteConfig.social's), said at build. */
    footer: z.strictObject({ about: text, follow: withArguments("network"), rights: text }),
    newTab: text,
    splashFrom: text,
    splashCredit: text,
    card: z.strictObject({ readMore: text, price: text }),
    dialogClose: text,
    notices: z.strictObject({ region: text, close: text }),
    errorPrefix: text,
    stores: z.strictObject({
      /** A store button's first words, by its platform's availability. */
      kickers: eachOf(availabilities, () => text),
      comingSoonFor: text,
      /** The coming-soon dialog's title and text, naming its platform: said at build for each. */
      comingSoonTitle: withArguments("platform"),
      comingSoonText: withArguments("platform"),
      gotIt: text,
    }),
  }),
  /**
   * Every page's names (the registry, content/pages.ts, holds no words): a link's words for each
   * place the registry links the page from; the footer's group headings; the share picture's alt.
   */
  "page-names": z.strictObject({
    pages: eachOf(Object.keys(pages) as PageId[], (id) => pageNamesOf(pages[id])),
    footerGroups: eachOf(footerGroups, () => text),
    /** What the share picture shows (pages/og-image.jpg.ts draws it). */
    shareImageAlt: text,
  }),
  /**
   * How the language puts the facts into words (i18n/phrasing.ts): units, lists and ranges,
   * the names of what constants.ts lists, by its ids, and the tables the cards place. Its messages
   * take the values the phrasing gives them (phrase), not facts: they make the facts.
   */
  phrasing: z.strictObject({
    units: z.strictObject({
      free: text,
      points: phrase("count"),
      unlimitedPoints: text,
      days: phrase("count"),
      hours: phrase("count"),
      months: phrase("count"),
      years: phrase("count"),
      minutes: phrase("least", "most"),
    }),
    lists: z.strictObject({
      and: phrase("items", "last"),
      or: phrase("items", "last"),
      range: phrase("least", "most"),
      tierWithTime: phrase("tier", "time"),
    }),
    plans: z.strictObject({
      name: phrase("name", "gift"),
      personalTitle: phrase("name", "gift"),
      barangayTitle: phrase("name", "gift"),
      reportPrice: phrase("price", "agencies"),
      nextReportPrice: phrase("price", "agencies"),
      reports: phrase("range"),
      anyReports: text,
      noLimit: text,
    }),
    refunds: z.strictObject({
      sentence: phrase("window", "condition"),
      window: phrase("window"),
      items: eachOf(
        REFUND_RULES.map((rule) => rule.id),
        () => z.strictObject({ item: text, condition: text }),
      ),
    }),
    retention: z.strictObject({
      indefinite: text,
      whileActive: phrase("months"),
      afterTermination: phrase("whileActive", "months"),
      whose: eachOf(
        RETENTION_RULES.map((rule) => rule.id),
        () => text,
      ),
    }),
    agencyTypes: eachOf(AGENCY_TYPES, () => text),
    roles: eachOf(ROLES, () => text),
    agencyRoles: z.strictObject({
      sentence: phrase("roles"),
      names: eachOf(["agency-owner", "agency-admin", "agency-member"], () => text),
    }),
    reportCategories: eachOf(REPORT_CATEGORIES, () => text),
    residentialTypes: eachOf(RESIDENTIAL_TYPES, () => text),
    governmentPrograms: eachOf(GOVERNMENT_PROGRAMS, () => text),
    bodyConditions: eachOf(BODY_CONDITIONS, () => text),
    availability: eachOf(availabilities, () => text),
    reportingSteps: z.array(text).min(1),
    tables: z.strictObject({
      captions: eachOf(
        [
          "availability",
          "refunds",
          "responseTimes",
          "retention",
          "personalComparison",
          "barangayComparison",
          "agencyComparison",
        ],
        () => text,
      ),
      columns: eachOf(
        [
          "plan",
          "addOn",
          "price",
          "points",
          "validity",
          "pricePerPoint",
          "reportsCovered",
          "refund",
          "item",
          "refundWindow",
          "condition",
          "tier",
          "responseTime",
          "platform",
          "status",
          "whose",
          "kept",
        ],
        () => text,
      ),
      unlimited: text,
      noPricePerPoint: text,
      noExpiry: text,
      slotRefund: phrase("refund"),
      askUs: text,
      perDevice: phrase("price"),
      fromActivation: phrase("validity"),
    }),
  }),
};

export type SharedName = keyof typeof sharedWords;
export type SharedWordsOf<Name extends SharedName> = z.infer<(typeof sharedWords)[Name]>;

/**
 * A YAML file of words as its collection holds it: a tree of messages. Its shape is declared by
 * its name (page-words.ts's pageWords, sharedWords) and checked once, by the content check.
 */
export const anyWords = z.record(z.string(), messageTree);
export type AnyWords = z.infer<typeof anyWords>;
