import { LegalPage } from "~/components/layout/legal-page";
import { siteConfig } from "~/config/site";
import { effectiveDateLine } from "~/content/legal/effective-date";
import { termsDocument } from "~/content/legal/terms";
import { termsPage } from "~/content/legal/terms";
import { pageMeta } from "~/site/meta";

const page = termsPage;

export const meta = () => pageMeta(page);

export default function TermsPage() {
  return <LegalPage page={page} document={termsDocument} dateLine={effectiveDateLine(siteConfig.legal)} />;
}
