import { PageHeader } from "~/components/page-header/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.terms;

export const meta = () => pageMeta(page);

export default function TermsPage() {
  return <PageHeader title={page.title} subtitle={page.subtitle} divider />;
}
