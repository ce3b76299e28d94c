import { render, screen } from "@testing-library/react";
import * as english from "~/content/legal/privacy";
import * as filipino from "~/content/legal/privacy.fil";
import { pageNamesIn, siteContext } from "~/i18n/languages";
import { SiteProvider } from "~/site/ui-text";
import { PrivacyPage } from "./privacy-page";

// SPEC section 2: the privacy page links to /terms, under the policy, in the page's language.
describe("PrivacyPage", () => {
  it.each([
    ["en", english, "/terms"],
    ["fil", filipino, "/fil/terms"],
  ] as const)("links the terms in %s", (lang, words, href) => {
    const termsTitle = pageNamesIn(lang).terms.title;
    render(
      <SiteProvider site={siteContext(words.privacyPage)}>
        <PrivacyPage
          page={words.privacyPage}
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
