import { render, screen, within } from "@testing-library/react";
import type { Lang } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { SiteProvider } from "~/site/ui-text";
import { SiteHeader } from "./site-header";
import { siteContext, navIn } from "~/i18n/interface-words";

const words = readWords();

// Opening and closing the menu (a popover, which jsdom does not implement), Escape, and a click on
// the current page's link scrolling to the top are scripts/site-nav.ts's, run by the browser tests.

/** The header as the layout draws it on the page at `path`. */
function renderHeaderAt(path: string, lang: Lang = "en") {
  return render(
    <SiteProvider site={{ ...siteContext(words, { lang: lang, path: "/" }), path }}>
      <SiteHeader links={navIn(words, lang).main} />
    </SiteProvider>,
  );
}

/**
 * The main links. The list is a closed popover, hidden as on a phone before the menu opens (jsdom's
 * default stylesheet hides it, as browsers' do; styles.css shows it as a row on wide screens), so
 * they are found with `hidden: true`.
 */
const mainLinks = (navLabel = "Main") =>
  within(screen.getByRole("navigation", { name: navLabel })).getAllByRole("link", { hidden: true });

describe("SiteHeader", () => {
  it("links the logo home and lists the five main links in order", () => {
    renderHeaderAt("/");
    expect(screen.getByRole("link", { name: "Brisk home" })).toHaveAttribute("href", "/");
    expect(mainLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Features", "/features"],
      ["Agencies", "/agencies"],
      ["Plans", "/plans"],
      ["Contact", "/contact"],
    ]);
  });

  it("marks only the current page's link with aria-current", () => {
    renderHeaderAt("/agencies");
    const current = mainLinks().filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Agencies"]);
    expect(screen.getByRole("link", { name: "Brisk home" })).not.toHaveAttribute("aria-current");
  });

  it("links the same pages under /fil on a Filipino page, marking the current one", () => {
    renderHeaderAt("/fil/plans", "fil");
    const links = mainLinks("Pangunahin");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/fil"],
      ["Mga Feature", "/fil/features"],
      ["Mga Ahensya", "/fil/agencies"],
      ["Mga Plan", "/fil/plans"],
      ["Makipag-ugnayan", "/fil/contact"],
    ]);
    const current = links.filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.getAttribute("href"))).toEqual(["/fil/plans"]);
  });

  it("folds the links into a popover list that the Menu button opens", () => {
    renderHeaderAt("/");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("popovertarget", "site-nav");
    expect(button).toHaveAttribute("aria-controls", "site-nav");
    const menu = document.getElementById("site-nav");
    expect(menu).toHaveAttribute("popover", "auto");
    expect(within(menu!).getAllByRole("link", { hidden: true })).toEqual(mainLinks());
  });

  it("offers this page in Filipino beside the main links, not among them, in a list its button opens", () => {
    renderHeaderAt("/agencies");
    // jsdom drops the space at the end of the hidden "Language: " (Chromium keeps it).
    const chooser = screen.getByRole("button", { name: /^Language: ?English$/ });
    expect(chooser).toHaveAttribute("popovertarget", "language-menu");
    expect(chooser).toHaveAttribute("aria-controls", "language-menu");
    const list = document.getElementById("language-menu");
    expect(list).toHaveAttribute("popover", "auto");
    const filipino = within(list!).getByRole("link", { name: "Filipino", hidden: true });
    expect(filipino).toHaveAttribute("href", "/fil/agencies");
    expect(filipino).toHaveAttribute("lang", "fil");
    expect(filipino).toHaveAttribute("hreflang", "fil");
    expect(filipino).toHaveAttribute("data-language-switch");
    expect(mainLinks()).not.toContain(filipino);
  });
});
