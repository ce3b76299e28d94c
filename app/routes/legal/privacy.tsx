import { Link } from "react-router";
import { LegalPage } from "~/components/layout/legal-page";
import { privacyDocument } from "~/content/legal/privacy";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.privacy;

export const meta = () => pageMeta(page);

export default function PrivacyPage() {
  return (
    <LegalPage page={page} document={privacyDocument}>
      <p className="mt-12 text-center text-slate-700">
        This policy works together with our{" "}
        <Link to={pages.terms.path} className="font-semibold text-brand-700 underline underline-offset-4">
          {pages.terms.title}
        </Link>
        .
      </p>
    </LegalPage>
  );
}
