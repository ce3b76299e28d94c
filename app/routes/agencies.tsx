import { CardPage } from "~/components/layout/card-page";
import { agencyCards } from "~/content/agencies";
import { pages } from "~/content/pages";
import { pageMeta } from "~/site/meta";

const page = pages.agencies;

export const meta = () => pageMeta(page);

export default function AgenciesPage() {
  return <CardPage page={page} cards={agencyCards} />;
}
