import { lazy } from "react";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { siteConfig } from "~/config/site";
import { effectiveDateLine } from "~/content/legal/effective-date.fil";
import { privacyDocument, privacyPage, privacyTermsLine } from "~/content/legal/privacy.fil";
import { pageNames } from "~/content/page-names.fil";
import { pageMeta } from "~/site/meta";

// Pre-rendered into the HTML like the rest, but its script loads after the page's first ones: it is
// text to read, with nothing to click before then.
const Rights = lazy(() => import("./privacy.rights"));

export const meta = () => pageMeta(privacyPage);

export default function Privacy() {
  return (
    <PrivacyPage
      page={privacyPage}
      document={privacyDocument}
      dateLine={effectiveDateLine(siteConfig.legal)}
      Rights={Rights}
      termsLine={privacyTermsLine}
      termsTitle={pageNames.terms.title}
    />
  );
}
