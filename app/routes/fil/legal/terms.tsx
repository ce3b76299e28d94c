import { LegalPage } from "~/components/layout/legal-page";
import { siteConfig } from "~/config/site";
import { effectiveDateLine } from "~/content/legal/effective-date.fil";
import { termsDocument, termsPage } from "~/content/legal/terms.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(termsPage);

export default function Terms() {
  return (
    <LegalPage page={termsPage} document={termsDocument} dateLine={effectiveDateLine(siteConfig.legal)} />
  );
}
