import { render, screen } from "@testing-library/react";
import { siteContext } from "~/i18n/languages";
import * as english from "~/content/not-found";
import * as filipino from "~/content/not-found.fil";
import { SiteProvider } from "~/site/ui-text";
import { NotFoundPage } from "./not-found-page";

// The console warning naming the unknown path is a <script> in pages/[...lang]/404.astro, run by
// the browser tests.
describe("NotFoundPage", () => {
  it("says the page cannot be found and links home", () => {
    render(
      <SiteProvider site={siteContext(english.notFoundPage)}>
        <NotFoundPage text={english.notFoundText} />
      </SiteProvider>,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! The page you're looking for cannot be found." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("links the Filipino home page in Filipino", () => {
    render(
      <SiteProvider site={siteContext(filipino.notFoundPage)}>
        <NotFoundPage text={filipino.notFoundText} />
      </SiteProvider>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: filipino.notFoundText.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: filipino.notFoundText.homeLink })).toHaveAttribute(
      "href",
      "/fil",
    );
  });
});
