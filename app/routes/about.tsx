import { CardPage } from "~/components/layout/card-page";
import { aboutCards } from "~/content/about";
import { pages } from "~/content/pages";
import { pageMeta } from "~/site/meta";

const page = pages.about;

export const meta = () => pageMeta(page);

export default function AboutPage() {
  return <CardPage page={page} cards={aboutCards} />;
}
