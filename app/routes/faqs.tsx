import { CardPage } from "~/components/layout/card-page";
import { faqCards } from "~/content/faqs";
import { pages } from "~/content/pages";
import { pageMeta } from "~/site/meta";

const page = pages.faqs;

export const meta = () => pageMeta(page);

export default function FaqsPage() {
  return <CardPage page={page} cards={faqCards} />;
}
