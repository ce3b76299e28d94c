import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { aboutCards } from "~/content/about";
import { pageNextSteps, nextStepsTitle } from "~/content/next-steps";
import { aboutPage } from "~/content/about";
import { pageMeta } from "~/site/meta";

const page = aboutPage;

export const meta = () => pageMeta(page);

export default function AboutPage() {
  return (
    <CardPage page={page} cards={aboutCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.about} />
    </CardPage>
  );
}
