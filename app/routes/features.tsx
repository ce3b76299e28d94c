import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { featureCards } from "~/content/features";
import { pageNextSteps, nextStepsTitle } from "~/content/next-steps";
import { featuresPage } from "~/content/features";
import { pageMeta } from "~/site/meta";

const page = featuresPage;

export const meta = () => pageMeta(page);

export default function FeaturesPage() {
  return (
    <CardPage page={page} cards={featureCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.features} />
    </CardPage>
  );
}
