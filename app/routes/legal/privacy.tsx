import { LegalPage } from "~/components/layout/legal-page";
import { SiteLink } from "~/components/site-link/site-link";
import { privacyDocument } from "~/content/legal/privacy";
import { pages } from "~/content/pages";
import { linkTo } from "~/site/links";
import { pageMeta } from "~/site/meta";

const page = pages.privacy;

export const meta = () => pageMeta(page);

export default function PrivacyPage() {
  return (
    <LegalPage page={page} document={privacyDocument}>
      <p className="mt-12 text-center text-slate-700">
        This policy works together with our{" "}
        <SiteLink to={linkTo("terms")} className="font-semibold text-brand-700 underline underline-offset-4">
          {pages.terms.title}
        </SiteLink>
        .
      </p>
    </LegalPage>
  );
}
