/**
 * The Get Started page as it draws its words (src/content/<lang>/getStarted.yaml), set in the
 * structure declared once in content/get-started-structure.ts.
 */
import {
  startStructure,
  type StartAction,
  type StartPath,
  type StartPlace,
  type StartQuestion,
} from "~/content/get-started-structure";
import { WordsError } from "~/i18n/messages";
import type { Translation } from "~/i18n/translations";

/** The Get Started page's paths and questions in a language, in the structure's order. */
export function getStartedOf(t: Translation) {
  const { paths, questions } = t.sections("getStarted");
  const { steps } = t.nextSteps();
  const where = `src/content/${t.lang}/getStarted.yaml`;

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
