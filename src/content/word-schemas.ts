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
export const cardWords = z
  .strictObject({
    // The title is also the `title` query value that opens the card's dialog.
    title: z.string().min(1).describe("The card's heading. It is also the heading of the card's dialog."),
    summary: z
      .string()
      .min(1)
      .describe("One or two sentences on the card. They show again at the top of its dialog."),
    alt: z
      .string()
      .min(1)
      .describe(
        "What the card's picture shows, for people who cannot see it. Leave it out when the picture is only decoration.",
      )
      .optional(),
    facts: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe("The fact's name, e.g. Points."),
          value: z.string().min(1).describe("The fact itself, e.g. the number of points."),
        }),
      )
      .describe("Lines under the card's price, each a label and a value, such as the plan's points.")
      .optional(),
  })
  .describe("The words on a card. The card's full text, shown in its dialog, comes after these.");

export type CardWords = z.infer<typeof cardWords>;

const text = z.string().min(1);

/** The arguments a message takes besides facts, by the shape of its key (withArguments). */
const declaredArguments = z.registry<{ arguments: readonly string[] }>();

/**
 * A message that takes, besides facts, arguments whose values the words cannot know: the one way a
 * message declares them, in a page's words (page-words.ts) and in shared words (sharedWords)
 * alike. The engine gives it as a template, its facts formatted in (i18n/messages.ts), and the
 * values are filled in (lib/message-template.ts) where they are known: at build for a value the
 * site or the page module has (the footer's network, each coming-soon platform: format-words.ts's
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
    title: text.describe(
      'The page\'s heading. It is also the page\'s title in the browser tab and in search results, before "| Brisk" (the home page\'s title is "Brisk" alone).',
    ),
    ...(page.header && { header: text.describe("The page's link in the menu at the top of every page.") }),
    ...(page.footer && {
      footer: text.describe("The page's link in the footer at the bottom of every page."),
    }),
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
const stepWords = z.strictObject({
  title: text.describe("The step's heading: who it is for."),
  text: text.describe("What to do, in a sentence or two."),
});
/** The words of a contact step's link to the contact form, its topic chosen. */
const contactLabel = text.describe(
  "The words of the link to the contact form. The form opens with this topic chosen.",
);

/**
 * Words that are no one page's, `src/content/<lang>/<name>.yaml`, by name: each such file's shape.
 * A file named here is read as these words, not as a page's (content.config.ts); the content check
 * holds it to its shape and to every other check of the words.
 */
export const sharedWords = {
  // next-step-structure.ts says which steps a page ends with and what each leads to.
  "next-steps": z
    .strictObject({
      title: text.describe("The heading over the steps."),
      resident: stepWords.describe("The step for residents."),
      barangay: stepWords.extend({ label: contactLabel }).describe("The step for barangays, with its link."),
      agency: stepWords.extend({ label: contactLabel }).describe("The step for agencies, with its link."),
      getStartedLink: text.describe("The link to the Get Started page, which lays out every first step."),
    })
    .describe(
      'The "What to do next" part near the end of some pages: a heading, a step each for residents, barangays and agencies, and a link to the Get Started page.',
    ),
  // i18n/interface-words.ts makes these the page's UiText. A message with an argument is said at build
  // for each value the site knows: the footer's network (siteConfig.social), each platform.
  ui: z
    .strictObject({
      skipLink: text.describe(
        "The first link on every page, for people who use a keyboard: it skips the menu and goes to the page's main words.",
      ),
      header: z
        .strictObject({
          homeLabel: text.describe(
            "Said by screen readers for the Brisk logo, which links to the home page.",
          ),
          menu: text.describe("The button that opens the menu on a small screen."),
          navLabel: text.describe("The name screen readers give the main menu."),
          language: text.describe(
            'Said by screen readers before the current language in the language chooser: "Language: English".',
          ),
        })
        .describe("The bar at the top of every page."),
      footer: z
        .strictObject({
          about: text.describe("The sentence about Brisk in the footer."),
          follow: withArguments("network").describe(
            "The link to Brisk's social media page. {network} is the social network's name, e.g. Facebook.",
          ),
          rights: text.describe('The words after the copyright line, e.g. "All rights reserved."'),
        })
        .describe("The part at the bottom of every page."),
      newTab: text.describe("Said by screen readers after a link that opens in a new tab."),
      splashFrom: text.describe(
        'The word before the team\'s name at the bottom of the screen shown while the site first loads: "from the Brisk team".',
      ),
      splashCredit: text.describe(
        "The name at the bottom of the screen shown while the site first loads, when the site gives no other name.",
      ),
      card: z
        .strictObject({
          readMore: text.describe(
            "The button on a card that opens its full text, where the page gives no other words.",
          ),
          price: text.describe("The word before a card's price."),
        })
        .describe("The words on every card."),
      dialogClose: text.describe("The button that closes a card's full text or another pop-up box."),
      search: z
        .strictObject({
          button: text.describe(
            "Said by screen readers for the magnifying-glass button at the top of every page, which opens the search box. It is also the search box's name.",
          ),
          label: text.describe("The label over the field where a visitor types what they look for."),
          hint: text.describe(
            "The line under that field before anything is typed: what the search looks through.",
          ),
          results: withArguments("count").describe(
            "Said when results show, for screen readers too: how many were found. {count} is how many; write it as a plural, {count, plural, one {# result} other {# results}}.",
          ),
          none: withArguments("query").describe(
            "Said when nothing is found. {query} is what the visitor typed. Say what they can try instead.",
          ),
          failed: text.describe(
            "Said when the search cannot load (the connection dropped). Keep it short: every page carries it.",
          ),
        })
        .describe(
          "The search box that opens from the magnifying glass at the top of every page. It finds pages and the full text behind every card, in the page's language.",
        ),
      errorPrefix: text.describe(
        "Read by screen readers before a form field's error. A screen reader cannot show that the error is red.",
      ),
      papers: z
        .strictObject({
          barangay: text.describe(
            "The label of the field, over a paper to print (the barangay kit's papers, the poster), where a barangay types its name once to fill the paper's blanks.",
          ),
          hotlines: withArguments("lines").describe(
            "The label of the poster's field where a barangay types its own hotlines, one a line. {lines} is how many lines the poster has room for; it shows no more.",
          ),
          hint: text.describe(
            "The line under those fields: what the typed words fill, and that nothing typed is kept or sent.",
          ),
        })
        .describe(
          "The fields over the papers to print, shown only where the browser runs their script; without it, the blanks stay blank to write on by hand.",
        ),
      stores: z
        .strictObject({
          kickers: eachOf(availabilities, () => text).describe(
            "The first words on a store button, by the app's status on that store: available, under review, or coming soon. AppGallery follows the Harmony-OS app's status; the App Store follows the iOS app's.",
          ),
          comingSoonFor: text.describe(
            "The first words on the Windows and macOS buttons, whose apps are coming soon.",
          ),
          comingSoonTitle: withArguments("platform").describe(
            "The heading of the box that opens from a coming-soon button. {platform} is the platform's name, e.g. iOS.",
          ),
          comingSoonText: withArguments("platform").describe(
            "The text of that box. {platform} is the platform's name; {platformsAvailable} names the platforms the app is on now. The Google Play link comes right after these words.",
          ),
          gotIt: text.describe("The button that closes that box."),
        })
        .describe("The buttons that lead to the app stores."),
    })
    .describe(
      "The words of the site's own parts, on every page: the header, the footer, the loading screen, cards, pop-up boxes and the app store buttons.",
    ),
  // The registry (content/pages.ts) holds no words: a page has a link's words for each place the
  // registry links it from.
  "page-names": z
    .strictObject({
      pages: eachOf(Object.keys(pages) as PageId[], (id) => pageNamesOf(pages[id])).describe(
        "Each page's names: its heading and title, and its links in the top menu and the footer where it has them.",
      ),
      footerGroups: eachOf(footerGroups, () => text).describe(
        "The headings over the footer's groups of links.",
      ),
      // pages/og-image.jpg.ts draws the share picture.
      shareImageAlt: text.describe(
        "What the picture shown when the site is shared on social media shows, for people who cannot see it.",
      ),
    })
    .describe(
      "Every page's names, the footer's group headings, and the description of the picture shown when the site is shared.",
    ),
  // How the language puts the facts into words (i18n/phrasing.ts). Its messages take the values the
  // phrasing gives them (phrase), not facts: they make the facts. Lists of names are by id and come
  // out in the order of constants.ts; dates and prices are written by Intl.
  phrasing: z
    .strictObject({
      units: z
        .strictObject({
          free: text.describe("A price of nothing. The site writes every other price in pesos itself."),
          points: phrase("count"),
          unlimitedPoints: text.describe("Said for a plan whose points have no limit."),
          days: phrase("count"),
          hours: phrase("count"),
          months: phrase("count"),
          years: phrase("count"),
          minutes: phrase("least", "most").describe(
            "A span of minutes. {least} and {most} are its two ends, as numbers.",
          ),
        })
        .describe(
          "Points and spans of time. {count} is the number. A span of whole days is written in days, not hours; a span of whole years in years.",
        ),
      lists: z
        .strictObject({
          and: phrase("items", "last").describe(
            "A list: {items} is every item but the last, joined with commas, and {last} is the last item.",
          ),
          or: phrase("items", "last").describe(
            "A list of choices: {items} is every item but the last, joined with commas, and {last} is the last item.",
          ),
          range: phrase("least", "most").describe(
            "The least and the most, where they differ, e.g. the lowest and highest prices. {least} may be a number alone; the unit then comes once, after {most}.",
          ),
          tierWithTime: phrase("tier", "time").describe(
            "A response-time tier with its time, the time in brackets. {tier} is the tier's name and {time} its span of minutes.",
          ),
        })
        .describe("How lists and ranges are joined."),
      plans: z
        .strictObject({
          name: phrase("name", "gift").describe(
            'A plan\'s name. {name} is its product name, e.g. Rural; product names stay as they are. {gift} is "yes" for the free plan a verified barangay gets (its name says what it is), and "no" for every other plan; a language may use {gift} where the English does not. Inside a sentence the site writes the whole name in small letters: "verification gift".',
          ),
          personalTitle: phrase("name", "gift").describe(
            "A personal plan's full name: its name with the word Personal. {name} and {gift} are as in the plan's name.",
          ),
          barangayTitle: phrase("name", "gift").describe(
            "A barangay plan's full name, e.g. Barangay Rural. {name} and {gift} are as in the plan's name: when {gift} is \"yes\", the plan is the gift to a verified barangay.",
          ),
          reportPrice: phrase("price", "agencies").describe(
            "What one report costs, by how many agencies it goes to. The site joins these as a list, and this is its first item, which names the agencies. {price} is a price and {agencies} is a number.",
          ),
          nextReportPrice: phrase("price", "agencies").describe(
            "Each item after the first in that list, which need not name the agencies again. {price} is a price and {agencies} is a number.",
          ),
          reports: phrase("range").describe(
            "How many reports a plan's points cover. {range} is a range of numbers, joined as the range above.",
          ),
          anyReports: text.describe(
            "Said in place of how many reports a plan covers, when its points have no limit.",
          ),
          noLimit: text.describe("In a table's reports-covered column, where the points have no limit."),
          yearCost: phrase("price", "periods", "validity", "days").describe(
            "What a barangay plan costs for a year: the periods of the plan, bought one after another, that cover a year. {price} is their price in all, {periods} how many periods (a number), {validity} one period's days with the unit, and {days} all the periods' days with the unit.",
          ),
        })
        .describe("Plan names, and what a plan's points cover."),
      laws: z
        .strictObject({
          republicAct: phrase("number").describe(
            'A Philippine law by its number, as the Local Government Code is, "Republic Act No." and its number. {number} is the number, written without a comma.',
          ),
        })
        .describe("How the laws the site cites are named."),
      refunds: z
        .strictObject({
          sentence: phrase("window", "condition").describe(
            'A refund rule inside a sentence: the time, then the condition, e.g. "within a day if unused". {window} is a span of time with its unit, in hours or days; {condition} is an item\'s condition below. In the plan comparisons it starts a table cell, so its first letter is raised there.',
          ),
          window: phrase("window").describe(
            "The time for a refund, in the refunds table. {window} is a span of time with its unit.",
          ),
          items: eachOf(
            REFUND_RULES.map((rule) => rule.id),
            () =>
              z.strictObject({
                item: text.describe("What can be refunded."),
                condition: text.describe('When it can be refunded, said after the time, e.g. "if unused".'),
              }),
          ).describe(
            'Each thing that can be refunded, and its condition. Explain a hard word right there, as the English does for "allocated": people read the printed sheet without the site.',
          ),
        })
        .describe("The refund rules."),
      retention: z
        .strictObject({
          indefinite: text.describe("For records that are kept with no end."),
          whileActive: phrase("months").describe(
            "For records kept while the account is active and some time after. {months} is a span with its unit, in months or years.",
          ),
          afterTermination: phrase("whileActive", "months").describe(
            "For records that may be kept after the account is closed. {whileActive} is the line above, in full; {months} is a span with its unit.",
          ),
          whose: eachOf(
            RETENTION_RULES.map((rule) => rule.id),
            () => text,
          ).describe(
            'Whose records they are. The informants\' line is the one place the site says "informant", so it says what the word means there.',
          ),
        })
        .describe("How long records are kept, in the privacy policy's table."),
      agencyTypes: eachOf(AGENCY_TYPES, () => text).describe(
        'The kinds of agency, as said inside a sentence: "free for police and traffic enforcement".',
      ),
      roles: eachOf(ROLES, () => text).describe("The kinds of user, as the terms list them."),
      agencyRoles: z
        .strictObject({
          sentence: phrase("roles").describe("{roles} is the names below, joined as a list."),
          names: eachOf(["agency-owner", "agency-admin", "agency-member"], () => text),
        })
        .describe('The agency roles inside a sentence: "agency owners and agency admins".'),
      reportCategories: eachOf(REPORT_CATEGORIES, () => text).describe(
        "The kinds of incident a report can be about.",
      ),
      residentialTypes: eachOf(RESIDENTIAL_TYPES, () => text).describe(
        "The kinds of residence recorded with a user's address, as the privacy policy lists them.",
      ),
      governmentPrograms: eachOf(GOVERNMENT_PROGRAMS, () => text).describe(
        "The government programs recorded for a user, as the privacy policy lists them.",
      ),
      bodyConditions: eachOf(BODY_CONDITIONS, () => text).describe(
        "The body conditions recorded for a user, as the privacy policy lists them.",
      ),
      availability: eachOf(availabilities, () => text).describe(
        "The app's status on a platform, in the table of where Brisk is available.",
      ),
      reportingSteps: z
        .array(text)
        .min(1)
        .describe("The steps of sending a report, as the Features page and the FAQs give them."),
      tables: z
        .strictObject({
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
          ).describe("Each table's caption, the line over it. The three comparisons are on the Plans page."),
          columns: eachOf(
            [
              "plan",
              "addOn",
              "price",
              "points",
              "validity",
              "pricePerPoint",
              "reportsCovered",
              "yearCost",
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
          ).describe("The headings of the tables' columns."),
          unlimited: text.describe("A cell of the plan comparisons, for points with no limit."),
          noPricePerPoint: text.describe(
            "A price-per-point cell of the plan comparisons, where a plan has none.",
          ),
          noExpiry: text.describe("A cell of the add-ons' comparison, for an add-on that never expires."),
          notForSale: text.describe(
            "A cell of the barangay plans' comparison, in the year's-cost column, for the verification gift, which is not sold.",
          ),
          slotRefund: phrase("refund").describe(
            "The agency slot's refund, in the add-ons' comparison. {refund} is the refund rule, said as in the refund sentence above, its first letter raised.",
          ),
          // The spec gives no refund rule for Location Sharing by name: the owner decides
          // (docs/owner-questions.md).
          askUs: text.describe(
            "The Location Sharing add-on's refund, in the add-ons' comparison: it has no set rule yet.",
          ),
          perDevice: phrase("price").describe(
            "The Desktop Access price, in the add-ons' comparison. {price} is a price.",
          ),
          fromActivation: phrase("validity").describe(
            "How long Desktop Access lasts, in the add-ons' comparison. {validity} is a span of time with its unit.",
          ),
        })
        .describe("The words of the tables that the cards show: captions, column headings and some cells."),
    })
    .describe(
      'How this language says the facts: units, lists, plan names, and the names in tables and lists. Other words use what is made here by name, e.g. {personalPlanPrices} is the range of the personal plans\' prices. Keep every {value} the English has; a line with no braces is said as written. In "{count, plural, one {# point} other {# points}}", # is the number, and "one" and "other" are the language\'s own plural groups; in Filipino and Cebuano "one" also covers five and a thousand, so for exactly one write an equals sign and the number one in place of "one", as the Filipino words do. The site lowers a name inside a sentence ("Senior citizen" becomes "senior citizen") and raises a table cell\'s first letter, so write names as they stand alone. Lists of names come out in the site\'s own order, whatever their order here, and the site writes dates and prices itself.',
    ),
};

export type SharedName = keyof typeof sharedWords;
export type SharedWordsOf<Name extends SharedName> = z.infer<(typeof sharedWords)[Name]>;

/**
 * A YAML file of words as its collection holds it: a tree of messages. Its shape is declared by
 * its name (page-words.ts's pageWords, sharedWords) and checked once, by the content check.
 */
export const anyWords = z.record(z.string(), messageTree);
export type AnyWords = z.infer<typeof anyWords>;
