/**
 * The site's words for the pages, at build: Astro's content collections (src/content.config.ts),
 * checked once as a whole (word-checks.ts's problemsIn), so a mistake in any language fails the build
 * and names its file and key.
 */
import { getCollection, render } from "astro:content";
import type { CardPageId } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import type { PageId, PageWithText } from "~/content/pages";
import { cardOrder, cardsIn, pageIn, pageNamesIn, sectionsIn, type Words } from "./card-words";
import { problemsIn } from "./word-checks";
import { interfaceWordsIn, navIn, siteContext } from "./languages";
import type { pageSections } from "./page-sections";
import type { TemplateValues } from "~/lib/message-template";
import { contactIn } from "./contact-words";
import { finderPlansIn } from "./plan-finder-words";
import { planComparisonsIn } from "./plan-comparisons";
import { planSheetTableIn, quotationPlansIn } from "./barangay-kit-words";
import type { Template } from "~/lib/message-template";
import { getStartedIn, nextStepsIn } from "./step-words";
import { WordsError } from "./messages";

let checkedWords: Promise<Words> | undefined;

/** Every words file, checked. */
function words(): Promise<Words> {
  checkedWords ??= Promise.all([
    getCollection("cards"),
    getCollection("pages"),
    getCollection("shared"),
  ]).then(([cards, pages, shared]) => {
    const found = { cards, pages, shared };
    const problems = problemsIn(found);
    if (problems.length) throw new WordsError(`The words have mistakes:\n${problems.join("\n")}`);
    return found;
  });
  return checkedWords;
}

/** A page's cards in a language, with their dialog texts. */
export async function cardsOf(page: CardPageId, lang: Lang) {
  return cardsIn(await words(), page, lang);
}

/**
 * Each card's text of a page in a language, as Astro renders its Markdown (through
 * i18n/card-body.ts): a component for the page module to hand the card's dialog (cardSlot). A card
 * whose words are its group's template has its sentence in the card instead (cardsIn).
 */
export async function cardTextsOf(page: CardPageId, lang: Lang) {
  const all = await words();
  const places = cardOrder(all, page, lang).filter((place) => !place.words);
  return Promise.all(
    places.map(async ({ id }) => {
      const entry = all.cards.find((candidate) => candidate.id === `${lang}/${page}/${id}`)!;
      const { Content } = await render(entry as Parameters<typeof render>[0]);
      return { id, Content };
    }),
  );
}

/** A page's registry entry with its words in a language: its name, meta description and subtitle. */
export async function pageOf<Id extends PageId>(page: Id, lang: Lang) {
  return pageIn(await words(), page, lang);
}

/**
 * A page's sections in a language, typed by page-sections.ts; a message that takes arguments is a
 * template (sectionsSaidOf says them with a page module's values).
 */
export async function sectionsOf<Id extends keyof typeof pageSections>(page: Id, lang: Lang) {
  return sectionsIn(await words(), page, lang);
}

/** A page's sections, each template said with the values its module gives at build (sectionsOf). */
export async function sectionsSaidOf<Id extends keyof typeof pageSections>(
  page: Id,
  lang: Lang,
  values: TemplateValues,
) {
  return sectionsIn(await words(), page, lang, values);
}

/** The next steps in a language: their heading, each step, and the link to /get-started. */
export async function nextStepsOf(lang: Lang) {
  return nextStepsIn(await words(), lang);
}

/** The Get Started page's paths and questions in a language. */
export async function getStartedOf(lang: Lang) {
  return getStartedIn(await words(), lang);
}

/** The barangay plans the plan finder may pick, with their numbers and their cards' words in a language. */
export async function finderPlansOf(lang: Lang) {
  return finderPlansIn(await words(), lang);
}

/** The contact page's words in a language: the form's (its limits written in), the emergency notice's and the details'. */
export async function contactOf(lang: Lang) {
  return contactIn(await words(), lang);
}

/** The page names of a language: each page's h1 and title, and its header and footer links. */
export async function pageNamesOf(lang: Lang) {
  return pageNamesIn(await words(), lang);
}

/** The interface's words of a language (ui.yaml), every message said: menu, footer, dialogs, store buttons. */
export async function interfaceWordsOf(lang: Lang) {
  return interfaceWordsIn(await words(), lang);
}

/** The header's links and the footer's groups in a language. */
export async function navOf(lang: Lang) {
  return navIn(await words(), lang);
}

/** What the components of a page may know of it: its language, its own path and interface words. */
export async function siteContextOf(page: Pick<PageWithText, "lang" | "path">) {
  return siteContext(await words(), page);
}

/** The plan comparisons of /plans in a language. */
export async function planComparisonsOf(lang: Lang) {
  return planComparisonsIn(await words(), lang);
}

/** The barangay kit's plan sheet table in a language, with the words of its price-per-report column. */
export async function planSheetTableOf(lang: Lang, pricePerReport: { column: string; unlimited: string }) {
  return planSheetTableIn(await words(), lang, pricePerReport);
}

/** The plans a barangay's quotation may name in a language, each item said from `item`. */
export async function quotationPlansOf(lang: Lang, item: Template) {
  return quotationPlansIn(await words(), lang, item);
}
