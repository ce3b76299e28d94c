/**
 * One language's words, as everything outside the engine asks for them: made once per language
 * from the words read once (as Starlight's createTranslationSystem makes one `t` per language),
 * each part formatted when it is asked for. Pure: words.ts gives it the checked collections at
 * build, and adds what needs the build (the cards' Markdown rendered, the interface's words said
 * with the site's settings); tests give it readWords().
 */
import type { CardPageId } from "~/content/card-structure";
import type { Lang } from "~/content/langs";
import { getStartedPage, nextStepActions, type NextStepId } from "~/content/next-step-structure";
import type { PageId } from "~/content/pages";
import type { NextStep } from "~/content/types";
import type { TemplateValues } from "~/lib/message-template";
import { cardsIn } from "./cards";
import { messageIn, pageIn, pageNamesIn, sectionsIn, sharedIn } from "./format-words";
import { oncePerLanguage, type Words } from "./entries";
import { factsIn } from "./facts";
import type { PageWordsOf } from "~/content/page-words";
import { phrasingIn } from "./phrasing";
import type { Said, SharedName } from "~/content/word-schemas";

/** The next steps (next-steps.yaml) set in next-step-structure.ts: their heading, each step and the link to every first step. */
function nextStepsIn(words: Words, lang: Lang) {
  const { title, getStartedLink, ...stepWords } = sharedIn(words, "next-steps", lang);
  const steps = {
    resident: { id: "resident", ...stepWords.resident, ...nextStepActions.resident },
    barangay: { id: "barangay", ...stepWords.barangay, ...nextStepActions.barangay },
    agency: { id: "agency", ...stepWords.agency, ...nextStepActions.agency },
  } satisfies Record<NextStepId, NextStep>;
  return {
    title,
    steps,
    getStartedLink: { page: getStartedPage, label: getStartedLink } satisfies { page: PageId; label: string },
  };
}

function translationFrom(words: Words, lang: Lang) {
  function sections<Id extends PageId>(page: Id): PageWordsOf<Id>;
  function sections<Id extends PageId>(page: Id, values: TemplateValues): Said<PageWordsOf<Id>>;
  function sections<Id extends PageId>(page: Id, values?: TemplateValues) {
    return values ? sectionsIn(words, page, lang, values) : sectionsIn(words, page, lang);
  }
  return {
    lang,
    /** A page's registry entry with its name, meta description and subtitle, as its module renders it. */
    page: <Id extends PageId>(page: Id) => pageIn(words, page, lang),
    /**
     * A page's sections, typed by page-words.ts: a message that takes arguments is a template,
     * or, given the `values` the page module has at build, said with them.
     */
    sections,
    /** A page's cards, in order, with their words (words.ts adds each its text as Astro renders its Markdown). */
    cards: (page: CardPageId) => cardsIn(words, page, lang),
    /** Words no one page owns (word-schemas.ts's sharedWords), their facts formatted in. */
    shared: <Name extends SharedName>(name: Name) => sharedIn(words, name, lang),
    /** A message of shared words that takes arguments, said with them: ("ui", "footer.follow", { network }). */
    message: (name: SharedName, key: string, args: Readonly<Record<string, string>>) =>
      messageIn(words, name, key, lang, args),
    /** Every page's h1 and title, and its header and footer links' words. */
    pageNames: () => pageNamesIn(words, lang),
    /** What to do next, where a visitor decides: their heading, each step and the link to /get-started. */
    nextSteps: () => nextStepsIn(words, lang),
    /** The facts, each card's facts and the blocks made from them (facts.ts). */
    facts: () => factsIn(words, lang),
    /** How the language phrases a fact: a price, days, a list (phrasing.ts). */
    phrasing: () => phrasingIn(words, lang),
  };
}

export type Translation = ReturnType<typeof translationFrom>;

/** A language's words, made once for each set of words. */
export const translationOf = oncePerLanguage(translationFrom);
