import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { featureCards, featuresPage } from "~/content/features.fil";
import { nextStepsTitle, pageNextSteps } from "~/content/next-steps.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(featuresPage);

export default function Features() {
  return (
    <CardPage page={featuresPage} cards={featureCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.features} />
    </CardPage>
  );
}
