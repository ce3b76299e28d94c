import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { agencyCards } from "~/content/agencies";
import { getStartedLink } from "~/content/contact-steps";
import { pageNextSteps, nextStepsTitle } from "~/content/next-steps";
import { agenciesPage } from "~/content/agencies";
import { pageMeta } from "~/site/meta";

const page = agenciesPage;

export const meta = () => pageMeta(page);

export default function AgenciesPage() {
  return (
    <CardPage page={page} cards={agencyCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.agencies} moreLink={getStartedLink} />
    </CardPage>
  );
}
