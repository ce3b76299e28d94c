import { langs, type Lang } from "~/content/langs";
import { render, screen, within } from "@testing-library/react";
import type { LegalSettings } from "~/content/legal/settings";
import { privacyValues } from "~/content/legal/settings";
import { readWords } from "~/i18n/read-words";
import { SiteProvider } from "~/site/ui-text";
import { PrivacyPage } from "./privacy-page";
import { translationOf } from "~/i18n/translations";
import { siteContext } from "~/i18n/interface-words";

const words = readWords();
const addresses = {
  complaint: { text: "privacy.gov.ph", href: "https://privacy.gov.ph/" },
  contactForm: { text: "policies.google.com/privacy", href: "https://policies.google.com/privacy" },
};

/** The privacy page in a language with these deploy settings, as its module renders it. */
function renderPrivacy(lang: Lang, settings: LegalSettings = {}) {
  const privacyPage = translationOf(words, lang).page("privacy");
  const { dateLine, rights, termsLine } = translationOf(words, lang).sections(
    "privacy",
    privacyValues(settings, lang),
  );
  render(
    <SiteProvider site={siteContext(words, { lang: privacyPage.lang, path: privacyPage.path })}>
      <PrivacyPage
        page={privacyPage}
        cards={null}
        dateLine={dateLine}
        rights={rights}
        dpoEmail={settings.dpoEmail}
        addresses={addresses}
        termsLine={termsLine}
        termsTitle={translationOf(words, lang).pageNames().terms.title}
      />
    </SiteProvider>,
  );
  return { rights, termsLine };
}

describe("PrivacyPage", () => {
  // SPEC section 2: the privacy page links to /terms, under the policy, in the page's language.
  it.each([
    ["en", "/terms"],
    ["fil", "/fil/terms"],
  ] as const)("links the terms in %s", (lang, href) => {
    const { termsLine } = renderPrivacy(lang);
    const termsTitle = translationOf(words, lang).pageNames().terms.title;
    const link = screen.getByRole("link", { name: termsTitle });
    expect(link).toHaveAttribute("href", href);
    expect(link.parentElement).toHaveTextContent(`${termsLine.before} ${termsTitle}${termsLine.after}`);
  });

  it("links the DPO's email after the words that lead to it when it is set", () => {
    const { rights } = renderPrivacy("en", { dpoEmail: "dpo@example.org" });
    const link = screen.getByRole("link", { name: "dpo@example.org" });
    expect(link).toHaveAttribute("href", "mailto:dpo@example.org");
    expect(link.parentElement).toHaveTextContent(`${rights.responsible.dpo} dpo@example.org`);
  });

  it.each(langs)("in %s, says where to write until the DPO's email is set, and links no email", (lang) => {
    const { rights } = renderPrivacy(lang);
    const section = screen.getByRole("region", { name: rights.title });
    expect(within(section).getByText(rights.responsible.dpo)).toBeInTheDocument();
    expect(section.innerHTML).not.toMatch(/mailto:|@/);
    expect(
      within(section)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([addresses.complaint.href, addresses.contactForm.href]);
  });
});
