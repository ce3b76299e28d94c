import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { footerGroupNames, pageNames } from "~/content/page-names";
import { ui } from "~/content/ui";
import { siteNav } from "~/site/navigation";
import { UiTextProvider } from "~/site/ui-text";
import { SiteHeader } from "./site-header";

const Header = () => (
  <UiTextProvider text={ui}>
    <SiteHeader links={siteNav(pageNames, footerGroupNames).main} />
  </UiTextProvider>
);

function renderHeaderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: Header },
    { path: "/:page", Component: Header },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteHeader", () => {
  it("links the logo home and lists the five main links in order", () => {
    renderHeaderAt("/");
    expect(screen.getByRole("link", { name: "Brisk home" })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Features", "/features"],
      ["Agencies", "/agencies"],
      ["Plans", "/plans"],
      ["Contact", "/contact"],
    ]);
  });

  it("marks only the current page's link with aria-current", () => {
    renderHeaderAt("/agencies");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Agencies" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes the menu with its button, and closes it on Escape", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    const button = screen.getByRole("button", { name: "Menu" });
    const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(menu).not.toBeNull();
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(menu).toHaveClass("flex");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveClass("hidden");
    expect(button).toHaveFocus();
  });

  it("closes the menu when a link is followed", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Plans" }));
    expect(screen.getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("scrolls smoothly to the top instead of navigating when the current page's link is clicked", async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    renderHeaderAt("/features");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Features" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    renderHeaderAt("/features");
    await user.click(screen.getByRole("link", { name: "Features" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
