import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { faqCards, faqsPage } from "~/content/faqs.fil";
import { nextStepsTitle, pageNextSteps } from "~/content/next-steps.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(faqsPage);

export default function Faqs() {
  return (
    <CardPage page={faqsPage} cards={faqCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.faqs} />
    </CardPage>
  );
}
