import { StartPathSection } from "~/components/get-started/start-path";
import { StartQuestions } from "~/components/get-started/start-questions";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { getStartedPage, startPaths, startQuestions, startQuestionsTitle } from "~/content/get-started";
import { pageMeta } from "~/site/meta";

const page = getStartedPage;

export const meta = () => pageMeta(page);

export default function GetStartedPage() {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="space-y-16">
        <div className="grid gap-6 lg:grid-cols-3">
          {startPaths.map((path) => (
            <StartPathSection key={path.id} path={path} />
          ))}
        </div>
        <StartQuestions title={startQuestionsTitle} questions={startQuestions} />
      </PageBody>
    </>
  );
}
