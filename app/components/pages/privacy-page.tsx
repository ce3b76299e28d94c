import { Suspense, type ComponentType } from "react";
import { LegalPage } from "~/components/layout/legal-page";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import type { LegalDocument } from "~/content/legal/legal-document";
import type { privacyTermsLine } from "~/content/legal/privacy";
import type { PageWithText } from "~/content/pages";
import type { Translation } from "~/content/types";
import { linkTo } from "~/site/links";

type PrivacyPageProps = {
  page: PageWithText;
  document: LegalDocument;
  dateLine: string;
  /**
   * The reader's rights and whom to contact, lazy: in the page's HTML like the rest, its script
   * loads after the page's first ones (see routes/legal/privacy.tsx).
   */
  Rights: ComponentType;
  /** The sentence around the link to the terms, and the terms' title. */
  termsLine: Translation<typeof privacyTermsLine>;
  termsTitle: string;
};

/** The privacy policy: its cards, the reader's rights, and the link to the terms (SPEC section 2). */
export function PrivacyPage({ page, document, dateLine, Rights, termsLine, termsTitle }: PrivacyPageProps) {
  return (
    <LegalPage page={page} document={document} dateLine={dateLine}>
      <Suspense fallback={null}>
        <Rights />
      </Suspense>
      <p className="mt-12 text-center text-slate-700">
        {termsLine.before}
        <SiteLink to={linkTo("terms")} className={textLinkClass}>
          {termsTitle}
        </SiteLink>
        {termsLine.after}
      </p>
    </LegalPage>
  );
}
