import { render, screen, within } from "@testing-library/react";
import { siteConfig } from "~/config/site";
import type { Lang } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { SiteProvider } from "~/site/ui-text";
import { SiteFooter } from "./site-footer";
import { siteContext, navIn } from "~/i18n/interface-words";

const words = readWords();

/** The footer as the layout draws it on the page at `path`. */
function renderFooter(lang: Lang = "en", path = lang === "en" ? "/" : "/fil") {
  return render(
    <SiteProvider site={{ ...siteContext(words, { lang: lang, path: "/" }), path }}>
      <SiteFooter groups={navIn(words, lang).footer} />
    </SiteProvider>,
  );
}

function linksOf(groupName: string) {
  const group = screen.getByRole("navigation", { name: groupName });
  return within(group)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

// The footer as built on every page (its groups, links, description and copyright line): e2e/built/.
describe("SiteFooter", () => {
  it("marks the current page's link with aria-current", () => {
    renderFooter("en", "/privacy");
    const legal = within(screen.getByRole("navigation", { name: "Legal" }));
    expect(legal.getByRole("link", { name: "Data Privacy Policy" })).toHaveAttribute("aria-current", "page");
    expect(legal.getByRole("link", { name: "Terms & Conditions" })).not.toHaveAttribute("aria-current");
  });

  it("links the same pages under /fil in Filipino, with the switcher back to English", () => {
    renderFooter("fil", "/fil/terms");
    expect(linksOf("Legal")).toEqual([
      ["Mga Tuntunin at Kondisyon", "/fil/terms"],
      ["Patakaran sa Data Privacy", "/fil/privacy"],
    ]);
    const english = screen.getByRole("link", { name: "English" });
    // The twin's plain path; scripts/language-switch.ts adds the query and hash in the browser.
    expect(english).toHaveAttribute("href", "/terms");
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(english).toHaveAttribute("data-language-switch");
  });

  it("opens the social link in a new tab without handing over the opener", () => {
    renderFooter();
    const social = screen.getByRole("link", { name: /follow brisk on facebook/i });
    expect(social).toHaveAttribute("href", siteConfig.social.url);
    expect(social).toHaveAttribute("target", "_blank");
    expect(social).toHaveAttribute("rel", "noopener noreferrer");
    expect(social).toHaveAccessibleName(/opens in a new tab/);
  });
});
