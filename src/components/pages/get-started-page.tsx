import { StartPathSection } from "~/components/get-started/start-path";
import { StartQuestions } from "~/components/get-started/start-questions";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import type { StartPath, StartQuestion } from "~/content/get-started-structure";
import type { PageWithText } from "~/content/pages";

type GetStartedPageProps = {
  page: PageWithText;
  paths: readonly StartPath[];
  questionsTitle: string;
  questions: readonly StartQuestion[];
};

/** Get Started: the three paths side by side, then the questions people ask first. */
export function GetStartedPage({ page, paths, questionsTitle, questions }: GetStartedPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="space-y-16">
        <div className="grid gap-6 lg:grid-cols-3">
          {paths.map((path) => (
            <StartPathSection key={path.id} path={path} />
          ))}
        </div>
        <StartQuestions title={questionsTitle} questions={questions} />
      </PageBody>
    </>
  );
}
