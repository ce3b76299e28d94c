// @vitest-environment node
import { siteConfig } from "~/config/site";
import * as contactEn from "~/content/contact";
import * as contactFil from "~/content/contact.fil";
import { platformName } from "~/content/derived";
import { langs } from "~/content/langs";
import { messageIn, pageNamesIn, sharedIn } from "./card-words";
import { interfaceWordsIn, navIn, siteContext } from "./languages";
import { readWords } from "./read-words";

const words = readWords();

describe("the interface's words", () => {
  it.each(langs)("are plain strings in %s, each message said with the values the site has", (lang) => {
    const ui = interfaceWordsIn(words, lang);
    // An island takes them as a prop: nothing in them may be lost on the way.
    expect(JSON.parse(JSON.stringify(ui))).toEqual(ui);
    const said = (tree: unknown): string[] =>
      typeof tree === "string" ? [tree] : Object.values(tree as object).flatMap(said);
    for (const text of said(ui)) expect(text).not.toMatch(/[{}]/);
    expect(ui.footer.follow).toBe(
      messageIn(words, "ui", "footer.follow", lang, { network: siteConfig.social.label }),
    );
    expect(ui.footer.follow).toContain(siteConfig.social.label);
    for (const id of ["ios", "windows", "macos"] as const) {
      expect(ui.stores.comingSoonTitle[id]).toContain(platformName(id));
      expect(ui.stores.comingSoonText[id]).toContain(platformName(id));
    }
  });

  it("are said in English as before", () => {
    const ui = interfaceWordsIn(words, "en");
    expect(ui.footer.follow).toBe("Follow Brisk on Facebook");
    expect(ui.stores.comingSoonTitle.ios).toBe("iOS App Coming Soon!");
    expect(ui.stores.comingSoonText.macos).toBe(
      "We're bringing Brisk to macOS. In the meantime, the Android app is available on ",
    );
    expect(ui.stores.appGalleryKicker).toBe(sharedIn(words, "ui", "en").stores.kickers["under-review"]);
  });

  it("name a message's arguments as the words declare them", () => {
    expect(() => messageIn(words, "ui", "footer.follow", "en", {})).toThrow(
      "src/content/en/ui.yaml, footer.follow: takes network, given none",
    );
    expect(() => messageIn(words, "ui", "skipLink", "en", { network: "x" })).toThrow(
      "src/content/en/ui.yaml, skipLink: takes no arguments, given network",
    );
  });
});

describe("the page names", () => {
  it.each(langs)("give the header and footer their links in %s", (lang) => {
    const names = pageNamesIn(words, lang);
    const nav = navIn(words, lang);
    expect(nav.main.map((item) => item.label)).toContain(names.plans.header);
    expect(nav.footer.flatMap((group) => group.items.map((item) => item.label))).toContain(
      names.privacy.footer,
    );
  });

  // The contact form's words are not in the collections yet: its link to the privacy policy names
  // the policy as page-names.yaml does.
  it.each([
    ["en", contactEn],
    ["fil", contactFil],
  ] as const)("name the privacy policy in the contact form's link in %s", (lang, contact) => {
    expect(contact.contactFormText.privacyLink.endsWith(` ${pageNamesIn(words, lang).privacy.title}`)).toBe(
      true,
    );
  });
});

it("gives a page's components its language, path and interface words", () => {
  expect(siteContext(words, { lang: "fil", path: "/plans" })).toEqual({
    lang: "fil",
    path: "/fil/plans",
    ui: interfaceWordsIn(words, "fil"),
  });
});
