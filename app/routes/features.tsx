import { CardPage } from "~/components/layout/card-page";
import { featureCards } from "~/content/features";
import { pages } from "~/content/pages";
import { pageMeta } from "~/site/meta";

const page = pages.features;

export const meta = () => pageMeta(page);

export default function FeaturesPage() {
  return <CardPage page={page} cards={featureCards} />;
}
