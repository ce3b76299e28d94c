import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { siteConfig } from "~/config/site";
import * as english from "~/content/page-names";
import * as filipino from "~/content/page-names.fil";
import { ui } from "~/content/ui";
import { ui as filipinoUi } from "~/content/ui.fil";
import { siteNav } from "~/site/navigation";
import { UiTextProvider } from "~/site/ui-text";
import { SiteFooter } from "./site-footer";

function renderFooter(lang: "en" | "fil" = "en") {
  const [names, text, path] =
    lang === "en" ? ([english, ui, "/"] as const) : ([filipino, filipinoUi, "/fil"] as const);
  const Footer = () => (
    <UiTextProvider text={text}>
      <SiteFooter groups={siteNav(names.pageNames, names.footerGroupNames).footer} />
    </UiTextProvider>
  );
  const Stub = createRoutesStub([{ path, Component: Footer }]);
  return render(<Stub initialEntries={[path]} />);
}

function linksOf(groupName: string) {
  const group = screen.getByRole("navigation", { name: groupName });
  return within(group)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("SiteFooter", () => {
  it("describes the product", () => {
    renderFooter();
    expect(screen.getByText(ui.footer.about)).toBeInTheDocument();
  });

  it("groups the links as Quick Links, Resources and Legal", () => {
    renderFooter();
    expect(linksOf("Quick Links")).toEqual([
      ["Home", "/"],
      ["Features", "/features"],
      ["Agencies", "/agencies"],
      ["Plans", "/plans"],
    ]);
    expect(linksOf("Resources")).toEqual([
      ["About Us", "/about"],
      ["FAQs", "/faqs"],
      ["Contact", "/contact"],
      ["Get Started", "/get-started"],
      ["Safety and Trust", "/safety"],
      ["Barangay Poster", "/poster"],
      ["Accessibility", "/accessibility"],
    ]);
    expect(linksOf("Legal")).toEqual([
      ["Terms & Conditions", "/terms"],
      ["Data Privacy Policy", "/privacy"],
    ]);
  });

  it("links the same pages under /fil in Filipino, with the switcher back to English", () => {
    renderFooter("fil");
    expect(linksOf("Legal")).toEqual([
      ["Mga Tuntunin at Kundisyon", "/fil/terms"],
      ["Patakaran sa Data Privacy", "/fil/privacy"],
    ]);
    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("href", "/");
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("hreflang", "en");
  });

  it("opens the social link in a new tab without handing over the opener", () => {
    renderFooter();
    const social = screen.getByRole("link", { name: /follow brisk on facebook/i });
    expect(social).toHaveAttribute("href", siteConfig.social.url);
    expect(social).toHaveAttribute("target", "_blank");
    expect(social).toHaveAttribute("rel", "noopener noreferrer");
    expect(social).toHaveAccessibleName(/opens in a new tab/);
  });

  it("shows the 2025 copyright line", () => {
    renderFooter();
    expect(screen.getByText("© 2025 Brisk. All rights reserved.")).toBeInTheDocument();
  });
});
