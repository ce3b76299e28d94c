import { GetStartedPage } from "~/components/pages/get-started-page";
import { getStartedPage, startPaths, startQuestions, startQuestionsTitle } from "~/content/get-started.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(getStartedPage);

export default function GetStarted() {
  return (
    <GetStartedPage
      page={getStartedPage}
      paths={startPaths}
      questionsTitle={startQuestionsTitle}
      questions={startQuestions}
    />
  );
}
