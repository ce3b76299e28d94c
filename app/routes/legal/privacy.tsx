import { PrivacyPage } from "~/components/pages/privacy-page";
import { siteConfig } from "~/config/site";
import { effectiveDateLine } from "~/content/legal/effective-date";
import { privacyDocument, privacyPage, privacyTermsLine } from "~/content/legal/privacy";
import { privacyRights, privacyRightsTitle } from "~/content/legal/privacy-rights";
import { pageNames } from "~/content/page-names";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(privacyPage);

export default function Privacy() {
  return (
    <PrivacyPage
      page={privacyPage}
      document={privacyDocument}
      dateLine={effectiveDateLine(siteConfig.legal)}
      rightsTitle={privacyRightsTitle}
      rights={privacyRights(siteConfig.legal)}
      termsLine={privacyTermsLine}
      termsTitle={pageNames.terms.title}
    />
  );
}
