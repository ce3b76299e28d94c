import { PrivacyRightsSection } from "~/components/legal/privacy-rights-section";
import { siteConfig } from "~/config/site";
import { privacyRights, privacyRightsTitle } from "~/content/legal/privacy-rights.fil";

/**
 * The privacy policy's rights section with its words: the page loads it apart from its first
 * scripts (see privacy.tsx), so its text counts against no page's first load.
 */
export default function PrivacyRights() {
  return <PrivacyRightsSection title={privacyRightsTitle} blocks={privacyRights(siteConfig.legal)} />;
}
