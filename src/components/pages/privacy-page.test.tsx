import { render, screen } from "@testing-library/react";
import * as english from "~/content/legal/privacy-rights";
import * as filipino from "~/content/legal/privacy-rights.fil";
import { pageIn } from "~/i18n/card-words";
import { readWords } from "~/i18n/read-words";
import { pageNamesIn, siteContext } from "~/i18n/languages";
import { SiteProvider } from "~/site/ui-text";
import { PrivacyPage } from "./privacy-page";

// SPEC section 2: the privacy page links to /terms, under the policy, in the page's language.
describe("PrivacyPage", () => {
  it.each([
    ["en", english, "/terms"],
    ["fil", filipino, "/fil/terms"],
  ] as const)("links the terms in %s", (lang, words, href) => {
    const termsTitle = pageNamesIn(readWords(), lang).terms.title;
    const privacyPage = pageIn(readWords(), "privacy", lang);
    render(
      <SiteProvider site={siteContext(readWords(), privacyPage)}>
        <PrivacyPage
          page={privacyPage}
          cards={[]}
          dateLine=""
          rights={{ title: "", blocks: [] }}
          termsLine={words.privacyTermsLine}
          termsTitle={termsTitle}
        />
      </SiteProvider>,
    );
    const link = screen.getByRole("link", { name: termsTitle });
    expect(link).toHaveAttribute("href", href);
    expect(link.parentElement).toHaveTextContent(`${words.privacyTermsLine.before}${termsTitle}.`);
  });
});
