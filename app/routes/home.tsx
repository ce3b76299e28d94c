import { PageHeader } from "~/components/page-header/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.home;

export const meta = () => pageMeta(page);

export default function HomePage() {
  return <PageHeader title={page.title} subtitle={page.subtitle} divider />;
}
