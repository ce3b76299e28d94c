import type { ReactNode } from "react";
import { LegalPage } from "~/components/layout/legal-page";
import { PrivacyRightsSection } from "~/components/legal/privacy-rights-section";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import type { PageWithText } from "~/content/pages";
import type { ContentBlock } from "~/content/types";
import { linkTo } from "~/site/links";

/** An address the rights link to, shown as itself: "privacy.gov.ph". */
type Address = { text: string; href: string };

/** A part of the rights: its heading, a paragraph, and the words before its link. */
type LinkedPart = { title: string; text: string; linkLead: string };

/** The reader's rights and whom to contact, as the privacy page's words give them. */
export type PrivacyRightsWords = {
  title: string;
  /** `controller` and `dpo` already say whether the settings are set (src/content/legal/settings.ts). */
  responsible: { title: string; controller: string; dpo: string };
  rights: { title: string; intro: string; items: readonly string[] };
  complaint: LinkedPart;
  contactForm: LinkedPart;
};

type PrivacyPageProps = {
  page: PageWithText;
  /** Its grid of cards (CardPage's). */
  cards: ReactNode;
  dateLine: string;
  /** The reader's rights and whom to contact; the DPO's email when it is set, and the links' addresses. */
  rights: PrivacyRightsWords;
  dpoEmail?: string | undefined;
  addresses: { complaint: Address; contactForm: Address };
  /** The sentence around the link to the terms, and the terms' title. */
  termsLine: { before: string; after: string };
  termsTitle: string;
};

/** A part of the rights as blocks: its heading, its paragraph, and its link. */
const linkedPart = (part: LinkedPart, address: Address): ContentBlock[] => [
  { type: "heading", text: part.title },
  { type: "paragraph", text: part.text },
  { type: "external", lead: part.linkLead, ...address },
];

/** The rights as blocks: set, the DPO's words lead to their email; unset, they say where to write instead. */
function rightsBlocks(
  { responsible, rights, complaint, contactForm }: PrivacyRightsWords,
  dpoEmail: string | undefined,
  addresses: PrivacyPageProps["addresses"],
): ContentBlock[] {
  return [
    { type: "heading", text: responsible.title },
    { type: "paragraph", text: responsible.controller },
    dpoEmail
      ? { type: "external", lead: responsible.dpo, text: dpoEmail, href: `mailto:${dpoEmail}` }
      : { type: "paragraph", text: responsible.dpo },
    { type: "heading", text: rights.title },
    { type: "paragraph", text: rights.intro },
    { type: "list", items: [...rights.items] },
    ...linkedPart(complaint, addresses.complaint),
    ...linkedPart(contactForm, addresses.contactForm),
  ];
}

/** The privacy policy: its cards, the reader's rights, and the link to the terms (SPEC section 2). */
export function PrivacyPage({
  page,
  cards,
  dateLine,
  rights,
  dpoEmail,
  addresses,
  termsLine,
  termsTitle,
}: PrivacyPageProps) {
  return (
    <LegalPage page={page} cards={cards} dateLine={dateLine}>
      <PrivacyRightsSection title={rights.title} blocks={rightsBlocks(rights, dpoEmail, addresses)} />
      <p className="mt-12 text-center text-slate-700">
        {/* The words end before the link, and YAML keeps no trailing space: one is added. */}
        {`${termsLine.before} `}
        <SiteLink to={linkTo("terms")} className={textLinkClass}>
          {termsTitle}
        </SiteLink>
        {termsLine.after}
      </p>
    </LegalPage>
  );
}
