import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { aboutCards, aboutPage } from "~/content/about.fil";
import { nextStepsTitle, pageNextSteps } from "~/content/next-steps.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(aboutPage);

export default function About() {
  return (
    <CardPage page={aboutPage} cards={aboutCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.about} />
    </CardPage>
  );
}
