import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { siteConfig } from "~/config/site";
import { footerNav } from "~/site/navigation";
import { SiteFooter } from "./site-footer";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SiteFooter groups={footerNav} /> }]);
  return render(<Stub initialEntries={["/"]} />);
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
    expect(screen.getByText(siteConfig.description)).toBeInTheDocument();
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
