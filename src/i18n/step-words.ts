/**
 * The next steps and the Get Started page as the pages draw them: the words of
 * src/content/<lang>/next-steps.yaml and getStarted.yaml, set in the structure declared once in
 * content/next-step-structure.ts and content/get-started-structure.ts. Pure, like card-words.ts.
 */
import {
  startStructure,
  type StartAction,
  type StartPath,
  type StartPlace,
  type StartQuestion,
} from "~/content/get-started-structure";
import type { Lang } from "~/content/langs";
import { getStartedPage, nextStepActions, type NextStepId } from "~/content/next-step-structure";
import type { PageId } from "~/content/pages";
import type { NextStep } from "~/content/types";
import { sectionsIn, sharedIn, type Words } from "./card-words";
import { WordsError } from "./messages";

/** The next steps in a language: their heading, each step, and the link to every first step. */
export function nextStepsIn(words: Words, lang: Lang) {
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

/** The Get Started page's paths and questions in a language, in the structure's order. */
export function getStartedIn(words: Words, lang: Lang) {
  const { paths, questions } = sectionsIn(words, "getStarted", lang);
  const { steps } = nextStepsIn(words, lang);
  const where = `src/content/${lang}/getStarted.yaml`;

  const actionOf = (path: StartPath["id"], place: StartPlace): StartAction => {
    if (place.kind === "download") return place;
    if (place.kind === "contact") {
      const step = steps[place.step];
      return { kind: "page", page: "contact", query: { topic: step.topic }, label: step.label };
    }
    const pathWords = paths[path];
    const links: Record<string, string> = "links" in pathWords ? pathWords.links : {};
    const label = links[place.link];
    if (!label) throw new WordsError(`${where}, paths.${path}.links.${place.link}: missing`);
    return place.kind === "page"
      ? { kind: "page", page: place.page, label, ...(place.hash && { hash: place.hash }) }
      : { kind: "posterPdf", label };
  };

  return {
    paths: startStructure.paths.map(({ id, actions }): StartPath => ({
      id,
      title: paths[id].title,
      intro: paths[id].intro,
      steps: paths[id].steps,
      actions: actions.map((place) => actionOf(id, place)),
    })),
    questionsTitle: questions.title,
    questions: startStructure.questions.map((structure): StartQuestion => {
      const { question, answer, ...said } = questions[structure.id];
      if ("more" in structure !== "more" in said)
        throw new WordsError(
          `${where}, questions.${structure.id}.more: the words and get-started-structure.ts disagree on a page that says more`,
        );
      const card = "card" in structure ? { card: structure.card } : {};
      const more = "more" in structure &&
        "more" in said && { page: structure.more, label: said.more, ...card };
      return { id: structure.id, question, answer, ...(more && { more }) };
    }),
  };
}
