import { LegalPage } from "~/components/layout/legal-page";
import { siteConfig } from "~/config/site";
import { effectiveDateLine } from "~/content/legal/effective-date";
import { termsDocument } from "~/content/legal/terms";
import { pages } from "~/content/pages";
import { pageMeta } from "~/site/meta";

const page = pages.terms;

export const meta = () => pageMeta(page);

export default function TermsPage() {
  return <LegalPage page={page} document={termsDocument} dateLine={effectiveDateLine(siteConfig.legal)} />;
}
