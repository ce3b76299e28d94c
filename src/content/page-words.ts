/**
 * Each page's words, declared once: the shape of its `src/content/<lang>/<page>.yaml`, for every
 * language. The page module reads them typed (t.sections), and the content check fails on a key a
 * page does not declare here, or one it lacks. An item of a list may stand for the items of a list
 * made from the facts (facts.ts's blocks): `- "::report-categories"`.
 */
import { z } from "astro/zod";
import { planGroups, type PlanGroupId } from "./card-structure";
import { kitSteps, planSheetBlanks } from "./barangay-kit-structure";
import { contactTopics } from "./contact-structure";
import { pages, type PageId } from "./pages";
import { withArguments } from "./word-schemas";

const text = z.string().min(1);

/** A paper's blanks that fill themselves (lib/paper-fill.ts), as its words name them. */
const paperBlanks = planSheetBlanks;
const paperBlanksSaid =
  "{barangay} is the barangay's name, typed once over any of the papers; {plan} the plan's name, {periods} its number of periods and {total} their price";

/** Where a paper's prices come from, and their date; the site's address only where it is set. */
const paperSource = withArguments("plansUrl", "plansUrlSet").describe(
  'Where the prices come from, and their date ({pricesDate}). {plansUrl} is the address of the site\'s Plans page; {plansUrlSet} is "yes" when the site\'s public address is set, and "no" when it is not (then name no address).',
);
const texts = z.array(text).min(1);

/** A field of the contact form: its label and the messages of its checks. */
const contactField = z.strictObject({
  label: text.describe("The field's name, over its box."),
  required: text.describe("The error shown when the field is left empty."),
  // The limit is the form's own, filled in by the page.
  tooLong: withArguments("limit").describe(
    "The error shown when the field is too long. {limit} is the most characters the field takes.",
  ),
});

/** A notice under the contact form's send button (SPEC section 8). */
const notice = z.strictObject({
  title: text.describe("The notice's heading."),
  text: text.describe("The notice's sentence."),
});

/** The barangay plan finder's field: its label, the hint under it and a message for each mistake. */
const finderField = z.strictObject({
  label: text.describe("The field's name, over its box."),
  hint: text.describe("The line under the field's name that says what to enter."),
  errors: z
    .strictObject({
      empty: text,
      "not-a-number": text,
      "not-whole": text,
      "too-small": text,
      "too-large": text,
    })
    .describe(
      "The error shown for each mistake: left empty, not a number, not a whole number, too small, or too large.",
    ),
});

/** The words of a link to the page that says more on a topic. */
const more = text.describe("The words of the link to the page that says more on this.");

/** A topic of the Safety and Trust page: a heading, one fact a line, and what else it has. */
const topic = <Extra extends Record<string, typeof text>>(extra = {} as Extra) =>
  z.strictObject({
    title: text.describe("The section's heading."),
    facts: texts.describe("The section's facts."),
    ...extra,
  });

/**
 * A legal page's line under its title. The legal pages' deploy settings (README) are arguments
 * their module gives at build (content/legal/settings.ts): a setting that may be unset comes with
 * `<name>Set`, "yes" or "no", for a select:
 * `{effectiveDateSet, select, yes {{effectiveDate}} other {to be published}}`.
 */
const dateLine = withArguments("effectiveDate", "effectiveDateSet").describe(
  'The line under the page\'s heading with the date the page takes effect. {effectiveDate} is the date; {effectiveDateSet} is "yes" when the date is set and "no" when it is not, and then the line says it is to be published.',
);

/** A part of the privacy page's rights: its heading, a paragraph, and the words before its link. */
const linkedPart = z.strictObject({
  title: text.describe("The part's heading."),
  text: text.describe("The part's paragraph."),
  linkLead: text.describe("The words before the link."),
});

/** A Get Started path's words; a path that links to pages has their words under `links`. */
const startPath = z.strictObject({
  title: text.describe("The path's heading: who it is for."),
  intro: text.describe("The sentence under the heading."),
  steps: texts.describe("The numbered steps."),
});
/** A question before starting, and its answer: a few sentences. */
const startQuestion = z.strictObject({
  question: text.describe("The question."),
  answer: texts.describe("The answer."),
});

/** A step of the barangay kit: its heading, a sentence or two, and its link's words where it has one. */
const kitStep = z.strictObject({
  title: text.describe("The step's heading."),
  text: texts.describe("What to do, in a sentence or two."),
  link: text.describe("The words of the step's link, where it has one.").optional(),
});

/** A printable paper's buttons and the hint under them, on screen only (as the poster's). */
const printControls = z.strictObject({
  print: text.describe("The button that prints the page."),
  hint: text.describe("The line under the buttons."),
});
/** The description of a printable paper's controls. */
const printControlsText =
  "The buttons and the line under them. They show on screen only and are never printed.";

/** Each page's own sections, beyond the words every page has (pageBase). */
const sections = {
  home: {
    hero: z
      .strictObject({
        text: text.describe("The sentences under the page's heading."),
        primaryAction: text.describe("The button under them, which leads to the app store buttons."),
      })
      .describe("The first screen, over the video."),
    whyChoose: z
      .strictObject({
        title: text.describe("The heading."),
        intro: text.describe("The sentence under the heading."),
      })
      .describe('The "Why Choose Brisk" part, over its three cards.'),
    callToAction: z
      .strictObject({
        title: text.describe("The heading."),
        text: text.describe("The sentences under the heading."),
        emergency: text.describe(
          "The line under the app store buttons for someone in danger now: the words before the emergency hotline's number, which is a link that calls it.",
        ),
      })
      .describe("The last part of the page, over the app store buttons."),
  },
  plans: {
    intro: z
      .array(text)
      .describe(
        "The paragraphs that explain incident points, under the heading below, after the plans: say here what holds for every plan; a plan's card adds only what is its own.",
      ),
    pointsTitle: text.describe(
      "The heading over the paragraphs that explain incident points, after the plans. The group intros before it say what points pay for.",
    ),
    yearNote: text.describe(
      "The sentence under the barangay plans' table that says how a plan's year is counted. {planYearDays} is a year's days, with the unit.",
    ),
    groups: z
      .strictObject(
        Object.fromEntries(
          planGroups.map((group) => [
            group.id,
            z.strictObject({
              title: text.describe("The group's heading."),
              intro: text.describe(
                "The sentence under the group's heading. Say here what holds for every plan of the group, such as its refund rule.",
              ),
              // A group the structure gives a guide (card-structure.ts) has its link's words; another
              // has none, for it has no link.
              ...("guide" in group && {
                guide: text.describe(
                  "The words of the link to the page that says how to buy the group's plans.",
                ),
              }),
            }),
          ]),
          // For TypeScript, a guide's words are optional in every group: plans.astro links a group's
          // guide only where card-structure.ts gives it one.
        ) as unknown as Record<
          PlanGroupId,
          z.ZodObject<{ title: typeof text; intro: typeof text; guide: z.ZodOptional<typeof text> }>
        >,
      )
      .describe("The groups of plans: barangay plans, personal plans and add-ons for agencies."),
    // The finder's answer takes the visitor's numbers and what the rule works out, and the chosen
    // plan's words from its card's facts (planTitle, price, validity, pricePerDay, points,
    // unlimited), all filled in in the browser.
    finder: z
      .strictObject({
        title: text.describe("The plan finder's heading."),
        intro: text.describe("The sentences under the heading."),
        ruleTitle: text.describe("The heading over the rule the plan finder follows."),
        rule: texts.describe("How the plan finder chooses a plan, in plain words."),
        fields: z
          .strictObject({
            reportsPerMonth: finderField.describe(
              "The field for how many reports the barangay expects in a month.",
            ),
            agenciesPerReport: finderField.describe("The field for how many agencies each report goes to."),
          })
          .describe("The plan finder's two fields."),
        submit: text.describe("The button that finds the plan."),
        fixFields: text.describe("Shown in the answer's place while a field has a mistake."),
        planSheet: text.describe(
          "The link under the answer, and in each paid barangay plan's dialog, to the plan sheet with that plan filled in, ready to print.",
        ),
        quotation: text.describe(
          "The link under the answer, and in each paid barangay plan's dialog, to the contact form with a quotation request for that plan and a year's periods filled in.",
        ),
        needsJavaScript: text.describe(
          "Shown in the plan finder's place when the browser does not run JavaScript.",
        ),
        answer: z
          .strictObject({
            usage: withArguments("reportsPerMonth", "agenciesPerReport", "pointsPerDay").describe(
              "The visitor's numbers and the points they use. {reportsPerMonth} and {agenciesPerReport} are the numbers entered; {pointsPerDay} is the points used a day.",
            ),
            points: withArguments("validity", "pointsNeeded", "unlimited", "points").describe(
              'The points the plan\'s days need, against the points it has. {validity} is how long the plan lasts, in days; {pointsNeeded} is the points needed in that time; {points} is the plan\'s points; {unlimited} is "yes" when its points have no limit and "no" when they do.',
            ),
            price: withArguments("price", "validity", "pricePerDay").describe(
              "What the plan costs. {price} is its price, {validity} how long it lasts, and {pricePerDay} what a day of it costs.",
            ),
            shorter: withArguments("planTitle", "price", "validity").describe(
              "Shown when another plan costs the same a day but lasts less long. {planTitle} is that plan's name, {price} its price and {validity} how long it lasts.",
            ),
            year: withArguments("yearCost").describe(
              "What the plan costs for a year. {yearCost} is its year's cost as the barangay plans' table gives it: the price, the periods and their days.",
            ),
            openCard: withArguments("planTitle").describe(
              "The button under the answer, which opens the plan's card. {planTitle} is the plan's name.",
            ),
          })
          .describe(
            "The answer's sentences, after the chosen plan's name. The plan finder fills them in as the visitor uses it.",
          ),
      })
      .describe(
        "The barangay plan finder: its form, its messages, the rule it follows in plain words, and its answer.",
      ),
  },
  contact: {
    // Word for word from SPEC section 8.
    form: z
      .strictObject({
        formTitle: text.describe("The form's heading."),
        fields: z
          .strictObject({
            name: contactField,
            email: contactField.extend({
              format: text.describe("The error shown when the email address is not written right."),
            }),
            message: contactField,
          })
          .describe("The form's fields: each one's name and its error messages."),
        errorSummaryTitle: text.describe("The heading of the box that lists the form's mistakes."),
        counter: z
          .strictObject({
            remaining: withArguments("count").describe("{count} is how many characters are left."),
            over: withArguments("count").describe("{count} is how many characters are too many."),
          })
          .describe("The line under the message box near its limit, which counts as the visitor types."),
        topic: z
          .strictObject({
            label: text.describe("The topic choice's name."),
            hint: text.describe("The line under its name."),
            none: text.describe("The choice shown before a topic is chosen."),
            options: z
              .strictObject(
                Object.fromEntries(contactTopics.map((topic) => [topic, text])) as Record<
                  (typeof contactTopics)[number],
                  typeof text
                >,
              )
              .describe("The topics to choose from."),
          })
          .describe("The choice of what the message is about."),
        notices: z
          .strictObject({
            captchaRequired: notice.describe(
              "Shown when the visitor sends the form without the reCAPTCHA check.",
            ),
            sendError: notice.describe("Shown when the message could not be sent."),
            sent: notice.describe("Shown when the message was sent."),
          })
          .describe(
            "The notices under the send button after the visitor sends the form, each a heading and a sentence.",
          ),
        notSent: text.describe("What the form says when it will not send because of mistakes."),
        sendingStatus: text.describe("Said while the message is on its way."),
        keptAfterError: text.describe("Added to the error when sending fails: nothing typed was lost."),
        tickAgain: text.describe(
          "Added to the error when sending fails: the reCAPTCHA box must be ticked again before the next try.",
        ),
        captchaFailed: text.describe("Shown when the reCAPTCHA check cannot load."),
        needsJavaScript: text.describe("Shown in the form's place when the browser does not run JavaScript."),
        emailInstead: text.describe(
          "The words before the email address, where the form cannot be used or a message could not be sent. Not shown when the site has no email address.",
        ),
        socialInstead: text.describe(
          "The words before the link to Brisk's social media page (its network's name, e.g. Facebook), said instead of the email address when the site has none.",
        ),
        privacy: text.describe(
          "What the form does with what is typed. The link to the privacy policy follows it.",
        ),
        privacyLink: text.describe("The words of the link to the privacy policy."),
        submit: text.describe("The button that sends the message."),
        submitting: text.describe("The button's words while the message is sent."),
      })
      .describe("The contact form: its words, its error messages, the character counter and the notices."),
    emergency: z
      .strictObject({
        title: text.describe("The notice's heading."),
        text: text.describe(
          "The words before the emergency hotline's number, which is a link that calls it.",
        ),
      })
      .describe("The notice over the form that it is not for emergencies."),
    details: z
      .strictObject({
        title: text.describe("The box's heading."),
        text: text.describe("The sentence under the heading."),
        emailLabel: text.describe("The word before the email address."),
        socialLink: withArguments("network").describe(
          "The link to Brisk's social media page. {network} is the social network's name, e.g. Facebook.",
        ),
      })
      .describe("The box beside the form with the other ways to reach the team."),
    quotationRequest: withArguments("planTitle", "yearCost").describe(
      "The message written into the form when a link from /plans asks for a quotation for a barangay plan, unless the visitor has already written one. {planTitle} is the plan's name; {yearCost} its year's cost as the barangay plans' table gives it: the price, the periods and their days. The visitor's barangay follows the last words.",
    ),
  },
  safety: {
    emergency: text.describe(
      "The note at the top of the page that Brisk is not an emergency hotline. The hotline's number follows it, as a link that calls it.",
    ),
    topics: z
      .strictObject({
        verified: topic(),
        "not-anonymous": topic(),
        // One line says what censoring does; FAQ 3, behind the link, tells the rest.
        censored: topic({ more }).describe(
          "The section on censoring one's identity: what it does, in a line, and a link to the FAQs, which tell the rest.",
        ),
        location: topic({ more }),
        retention: topic({ more }).describe(
          "The section on how long data is kept: one sentence. The table itself is on the privacy policy page.",
        ),
        accounts: topic({ more }),
      })
      .describe("The page's sections, in order: each a heading, its facts, and some a link to read more."),
  },
  accessibility: {
    dateLine: text.describe("The line under the page's heading: the day the statement was last reviewed."),
    target: z
      .strictObject({
        title: text.describe("The part's heading."),
        text: texts.describe("The paragraphs."),
        link: text.describe("The words of the link to the standard."),
      })
      .describe("The standard the site aims for, what it is, and a link to it."),
    checks: z
      .strictObject({
        title: text.describe("The part's heading."),
        intro: text.describe("The sentence before the list."),
        items: texts.describe("The checks."),
        closing: text.describe("The sentence after the list."),
      })
      .describe("The checks run before each release of the site."),
    limits: z
      .strictObject({
        title: text.describe("The part's heading."),
        items: texts.describe("What does not meet the target yet."),
      })
      .describe("What does not meet the target yet."),
    report: z
      .strictObject({
        title: text.describe("The part's heading."),
        text: text.describe("The paragraph."),
        link: text.describe(
          'The words of the link to the contact form, which opens with the topic "Something else".',
        ),
      })
      .describe("How to tell the team about a barrier."),
  },
  poster: {
    // The page and the PDF (site/poster-pdf.server.ts) both say these words; e2e/poster.spec.ts
    // checks that the sheet prints on one page.
    tagline: text.describe(
      "The one line under the name, on the page and in the PDF. If it is longer, the poster prints on two pages.",
    ),
    emergency: z
      .strictObject({
        lead: text.describe('The first words, e.g. "Emergency?"'),
        call: text.describe("The call to the hotline, after them on the same line."),
      })
      .describe("The line on the emergency hotline."),
    local: z
      .strictObject({
        barangay: withArguments("barangay").describe(
          "The barangay's own line under the hotline. {barangay} is its name, typed over the poster or another of the kit's papers, or a blank to write on.",
        ),
        hotlines: text.describe(
          "The words before the barangay's own hotlines, which it types over the poster (or writes on the blank lines).",
        ),
      })
      .describe("The barangay's name and its own hotlines, under the emergency hotline."),
    scan: z
      .strictObject({
        title: text.describe("The heading over the QR code."),
        store: text.describe("The store the code opens."),
        qrAlt: text.describe("What the QR code is, for people who cannot see it."),
        otherStores: text.describe("The stores where the app is under review."),
      })
      .describe("The QR code that opens the app's store page, and the words around it."),
    steps: z
      .strictObject({
        title: text.describe("The heading."),
        items: texts.describe("The numbered steps."),
      })
      .describe("The steps to start using Brisk."),
    categories: z
      .strictObject({
        title: text.describe("The heading."),
        items: texts.describe(
          'The list. "::report-categories" stands for the report categories, which the site lists.',
        ),
      })
      .describe("The kinds of incident a resident can report."),
    controls: z
      .strictObject({
        print: text.describe("The button that prints the poster."),
        download: text.describe("The button that downloads the PDF."),
        hint: text.describe("The line under the buttons."),
      })
      .describe(printControlsText),
  },
  barangayKit: {
    // The steps are in the order of barangay-kit-structure.ts, which says where each link goes.
    steps: z
      .strictObject({
        title: text.describe("The heading over the steps."),
        ...(Object.fromEntries(kitSteps.map((step) => [step.id, kitStep])) as Record<
          (typeof kitSteps)[number]["id"],
          typeof kitStep
        >),
      })
      .describe(
        "The steps from choosing a plan to using its points, in order. Name a law, an amount or a form only as the project's list of sources (docs/sources.md) names it from its primary source.",
      ),
    authority: z
      .strictObject({
        title: text.describe("The part's heading."),
        text: texts.describe("The paragraphs."),
      })
      .describe("Why the council decides: the law, as its primary source says it."),
    ask: z
      .strictObject({
        title: text.describe("The part's heading."),
        items: texts.describe("The list."),
      })
      .describe("What to ask Brisk for."),
    keep: z
      .strictObject({
        title: text.describe("The part's heading."),
        items: texts.describe("The list."),
      })
      .describe("What to keep for the records."),
    papers: z
      .strictObject({
        title: text.describe("The part's heading."),
        planSheet: text,
        councilTemplates: text,
        quotation: text,
        poster: text,
      })
      .describe("The papers to print: a sentence on each. Each paper's link says its page's name."),
  },
  planSheet: {
    controls: printControls
      .extend({ download: text.describe("The button that downloads the PDF.") })
      .describe(printControlsText),
    sheet: z
      .strictObject({
        intro: text.describe("The sentence at the top: what the sheet is for."),
        pricePerReport: z
          .strictObject({
            column: text.describe("The column's heading."),
            unlimited: text.describe(
              "The cell for a plan with unlimited points, where the price depends on how many reports are sent.",
            ),
          })
          .describe("The column after the reports covered: what a report costs, by the agencies it goes to."),
        rules: texts.describe("The rules that hold for every plan."),
        chosen: z
          .strictObject({
            title: text.describe("The part's heading."),
            lines: z
              .array(withArguments(...paperBlanks))
              .describe(
                `The lines to fill in. Blanks are underscores, or one of these, which fill themselves where the browser runs the page's script: ${paperBlanksSaid}. {plan}, {periods} and {total} take the plan chosen in the plan finder and a year's periods.`,
              ),
          })
          .describe("The lines where the council writes its choice."),
        source: paperSource,
      })
      .describe(
        "The printed sheet: what it is for, the table's extra column, the plans' shared rules, and the lines to fill in.",
      ),
  },
  councilTemplates: {
    intro: texts.describe(
      "How to use the templates: adapt them, fill in the blanks, check with the treasurer.",
    ),
    controls: printControls.describe(printControlsText),
    resolution: z
      .strictObject({
        title: text.describe("The template's heading."),
        lines: z
          .array(withArguments("barangay"))
          .min(1)
          .describe(
            "The resolution's paragraphs. Blanks are underscores. The plan, the periods, the total and the fund are blanks: the council chooses them, and the plan sheet lists every plan and its price. {barangay} is the barangay's name, typed once over any of the kit's papers, or a blank.",
          ),
      })
      .describe("The template of the council's resolution."),
    twin: z
      .strictObject({
        title: text.describe("The heading over the resolution in English."),
        intro: text.describe("The sentence under it: why the English resolution is offered too."),
        print: text.describe("The button that prints the resolution in English."),
        hint: text.describe("The line under that button: the resolution prints on one page."),
      })
      .describe(
        "Shown only on the pages in other languages than English: the same resolution in English, which most councils write in, to print or copy.",
      ),
    procurementLine: z
      .strictObject({
        title: text.describe("The template's heading."),
        intro: text.describe("The sentence under the heading."),
        columns: texts.describe("The columns' headings."),
        row: texts.describe("The row's cells, in the order of the columns. Blanks are underscores."),
      })
      .describe("The plan's line for the barangay's procurement plan."),
    plainText: z
      .strictObject({
        title: text.describe("The part's heading."),
        text: text.describe("The sentence under the heading."),
        label: text.describe("The name of the box that holds the text."),
        download: text.describe("The words of the link that downloads the text file."),
      })
      .describe("The same templates as plain text, to copy or download."),
  },
  quotation: {
    request: z
      .strictObject({
        title: text.describe("The part's heading."),
        text: texts.describe("The paragraphs."),
        link: text.describe("The words of the link to the contact form."),
      })
      .describe("How to ask Brisk for a quotation, beside the price estimate the page makes."),
    form: z
      .strictObject({
        title: text.describe("The form's heading."),
        plan: text.describe("The name of the choice of plan."),
        periods: text.describe("The name of the field for the number of periods."),
        periodsHint: text.describe("The line under that field."),
        periodsError: withArguments("minPeriods", "maxPeriods").describe(
          "The error shown when the number of periods is not a whole number in range. {minPeriods} is the fewest, {maxPeriods} the most.",
        ),
        needsJavaScript: text.describe("Shown when the browser does not run JavaScript."),
      })
      .describe("The choice of plan and number of periods, over the quotation."),
    controls: printControls.describe(printControlsText),
    document: z
      .strictObject({
        title: text.describe("The price estimate's heading."),
        notQuotation: text.describe(
          "The line under the heading: the estimate is not a quotation from Brisk, and how to ask Brisk for one.",
        ),
        tin: text.describe("The label of the Taxpayer Identification Number."),
        philgeps: text.describe("The label of the PhilGEPS registration."),
        date: text.describe("The label of the quotation's date."),
        validUntil: text.describe("The label of the day the quotation ends."),
        buyer: text.describe("The word before the lines where the barangay writes its name and address."),
        columns: z
          .strictObject({ item: text, unitPrice: text, quantity: text, amount: text })
          .describe("The table's column headings."),
        item: withArguments("points", "validity").describe(
          "The plan's line in the table. {points} is the plan's points and {validity} how long a period lasts.",
        ),
        year: withArguments("yearCost").describe(
          "Under the plan's line: what the plan costs for a year. {yearCost} is that cost as the plans' table gives it: the price, the periods and their days.",
        ),
        total: text.describe("The label of the total."),
        payment: text.describe("The label of the ways to pay."),
        rules: texts.describe("The rules under the table."),
        source: paperSource,
      })
      .describe(
        "The price estimate as printed: its headings and labels. Each plan gives its own points and validity. Brisk's name, address, TIN, PhilGEPS registration, the days it is valid and the ways to pay show only when the supplier settings are set.",
      ),
  },
  notFound: {
    heading: text.describe(
      "The heading of the page shown for an address that does not exist. The title in the browser tab is the page's name.",
    ),
    homeLink: text.describe("The link back to the home page."),
  },
  getStarted: {
    // get-started-structure.ts lists the paths and where each leads.
    paths: z
      .strictObject({
        resident: startPath,
        barangay: startPath.extend({
          links: z
            .strictObject({ planFinder: text, kit: text, poster: text, posterPdf: text })
            .describe(
              "The words of the path's links: the plan finder, the council kit, the poster and its PDF.",
            ),
        }),
        agency: startPath.extend({
          links: z
            .strictObject({ agencies: text, addOns: text })
            .describe("The words of the path's links: the page for agencies and the add-ons' prices."),
        }),
      })
      .describe("A way in for each kind of visitor: residents, barangays and agencies."),
    questions: z
      .strictObject({
        title: text.describe("The heading over the questions."),
        hotline: startQuestion,
        tiers: startQuestion,
        anonymous: startQuestion.extend({
          more: text.describe("The words of the link to the FAQs, which say more."),
        }),
      })
      .describe("The questions people ask before they start, and their answers."),
  },
  terms: { dateLine },
  privacy: {
    dateLine,
    rights: z
      .strictObject({
        title: text.describe("The part's heading."),
        responsible: z
          .strictObject({
            title: text.describe("The heading."),
            controller: withArguments("dataController", "dataControllerSet").describe(
              'Who the data controller is. {dataController} is its name; {dataControllerSet} is "yes" when the name is set and "no" when it is not yet.',
            ),
            dpo: withArguments("dpoEmailSet").describe(
              'How to reach the data protection officer. {dpoEmailSet} is "yes" when the email is set, and then the words come before the link to it; "no" when it is not yet.',
            ),
          })
          .describe("Who is responsible for the reader's data."),
        rights: z
          .strictObject({
            title: text.describe("The heading."),
            intro: text.describe("The sentence before the list."),
            items: texts.describe("The rights."),
          })
          .describe("The rights of data subjects under the Data Privacy Act."),
        complaint: linkedPart.describe(
          "Where to complain, and the words before the link to the NPC's website.",
        ),
        contactForm: linkedPart.describe(
          "What the contact form sends and through whom, and the words before the link to Google's privacy policy.",
        ),
      })
      .describe(
        "The part after the cards: who is responsible for the reader's data, their rights, and where to complain.",
      ),
    termsLine: z
      .strictObject({
        before: text.describe("The words before the link to the terms."),
        after: text.describe("The words after the link."),
      })
      .describe("The sentence after the rights that links to the terms."),
  },
} satisfies Partial<Record<PageId, z.ZodRawShape>>;

/**
 * How long a page's description is, in characters: at most `most`, and at least `fewest` on a page
 * in the sitemap, which the content check holds it to (i18n/word-checks.ts).
 */
export const descriptionLength = { fewest: 70, most: 160 };

/** What every page's words have: its meta description, the sentence under its h1, its cards' button. */
const pageBase = {
  description: z
    .string()
    .min(1)
    .max(descriptionLength.most)
    .describe(
      `What a search result shows under the page's title: ${descriptionLength.fewest} to ${descriptionLength.most} characters. The not-found page's is shorter, as search engines do not show it.`,
    ),
  subtitle: text
    .describe(
      "The sentence under the page's heading. The English home page's also shows on the picture shown when the site is shared. The not-found page has none.",
    )
    .optional(),
  cardButton: text
    .describe(
      'The words of the button on each of the page\'s cards, where they are not the usual "Read More".',
    )
    .optional(),
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
