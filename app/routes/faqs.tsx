import { CardPage } from "~/components/layout/card-page";
import { NextSteps } from "~/components/next-steps/next-steps";
import { faqCards } from "~/content/faqs";
import { pageNextSteps, nextStepsTitle } from "~/content/next-steps";
import { faqsPage } from "~/content/faqs";
import { pageMeta } from "~/site/meta";

const page = faqsPage;

export const meta = () => pageMeta(page);

export default function FaqsPage() {
  return (
    <CardPage page={page} cards={faqCards}>
      <NextSteps title={nextStepsTitle} steps={pageNextSteps.faqs} />
    </CardPage>
  );
}
