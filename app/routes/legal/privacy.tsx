import { ContentBlocks } from "~/components/content-card/content-blocks";
import { LegalPage } from "~/components/layout/legal-page";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import { siteConfig } from "~/config/site";
import { effectiveDateLine } from "~/content/legal/effective-date";
import { privacyRights, privacyRightsTitle } from "~/content/legal/privacy-rights";
import { privacyDocument } from "~/content/legal/privacy";
import { pageNames } from "~/content/page-names";
import { privacyPage } from "~/content/legal/privacy";
import { linkTo } from "~/site/links";
import { pageMeta } from "~/site/meta";

const page = privacyPage;

export const meta = () => pageMeta(page);

export default function PrivacyPage() {
  return (
    <LegalPage page={page} document={privacyDocument} dateLine={effectiveDateLine(siteConfig.legal)}>
      <section aria-labelledby="privacy-rights" className="mx-auto mt-16 max-w-3xl">
        <h2 id="privacy-rights" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {privacyRightsTitle}
        </h2>
        <div className="mt-6">
          <ContentBlocks blocks={privacyRights(siteConfig.legal)} />
        </div>
      </section>
      <p className="mt-12 text-center text-slate-700">
        This policy works together with our{" "}
        <SiteLink to={linkTo("terms")} className={textLinkClass}>
          {pageNames.terms.title}
        </SiteLink>
        .
      </p>
    </LegalPage>
  );
}
