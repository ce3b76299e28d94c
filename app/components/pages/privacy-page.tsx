import { ContentBlocks } from "~/components/content-card/content-blocks";
import { LegalPage } from "~/components/layout/legal-page";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import type { LegalDocument } from "~/content/legal/legal-document";
import type { privacyTermsLine } from "~/content/legal/privacy";
import type { PageWithText } from "~/content/pages";
import type { ContentBlock, Translation } from "~/content/types";
import { linkTo } from "~/site/links";

type PrivacyPageProps = {
  page: PageWithText;
  document: LegalDocument;
  dateLine: string;
  rightsTitle: string;
  /** The data subject's rights and whom to contact, from the deploy's legal settings. */
  rights: readonly ContentBlock[];
  /** The sentence around the link to the terms, and the terms' title. */
  termsLine: Translation<typeof privacyTermsLine>;
  termsTitle: string;
};

/** The privacy policy: its cards, the reader's rights, and the link to the terms (SPEC section 2). */
export function PrivacyPage({
  page,
  document,
  dateLine,
  rightsTitle,
  rights,
  termsLine,
  termsTitle,
}: PrivacyPageProps) {
  return (
    <LegalPage page={page} document={document} dateLine={dateLine}>
      <section aria-labelledby="privacy-rights" className="mx-auto mt-16 max-w-3xl">
        <h2 id="privacy-rights" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {rightsTitle}
        </h2>
        <div className="mt-6">
          <ContentBlocks blocks={rights} />
        </div>
      </section>
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
