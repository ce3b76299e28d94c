import { LegalPage } from "~/components/layout/legal-page";
import { PrivacyRightsSection } from "~/components/legal/privacy-rights-section";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import type { privacyTermsLine } from "~/content/legal/privacy-rights";
import type { PageWithText } from "~/content/pages";
import type { ContentBlock, Translation } from "~/content/types";
import type { PageCard } from "~/site/full-texts";
import { linkTo } from "~/site/links";

type PrivacyPageProps = {
  page: PageWithText;
  cards: readonly PageCard[];
  dateLine: string;
  /** The reader's rights and whom to contact. */
  rights: { title: string; blocks: readonly ContentBlock[] };
  /** The sentence around the link to the terms, and the terms' title. */
  termsLine: Translation<typeof privacyTermsLine>;
  termsTitle: string;
};

/** The privacy policy: its cards, the reader's rights, and the link to the terms (SPEC section 2). */
export function PrivacyPage({ page, cards, dateLine, rights, termsLine, termsTitle }: PrivacyPageProps) {
  return (
    <LegalPage page={page} cards={cards} dateLine={dateLine}>
      <PrivacyRightsSection title={rights.title} blocks={rights.blocks} />
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
