import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { getStartedLink } from "~/content/contact-steps.fil";
import { agencyCards, agenciesPage } from "~/content/agencies.fil";
import { nextStepsTitle, pageNextSteps } from "~/content/next-steps.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(agenciesPage);

export default function Agencies() {
  return (
    <CardPage page={agenciesPage} cards={agencyCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.agencies} moreLink={getStartedLink} />
    </CardPage>
  );
}
