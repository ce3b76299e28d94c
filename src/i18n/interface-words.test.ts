// @vitest-environment node
import { siteConfig } from "~/config/site";
import { platformName } from "~/content/derived";
import { langs } from "~/content/langs";
import { type Words } from "./entries";
import { problemsIn } from "./word-checks";
import { islandLanguageOf } from "~/site/ui-text";
import { readWords } from "./read-words";
import { contactWordsOf } from "~/pages/[...lang]/_contact";
import { translationOf } from "~/i18n/translations";
import { siteContext, interfaceWordsIn, navIn } from "~/i18n/interface-words";

const words = readWords();

/** The words with one shared file's data changed. */
function withShared(id: string, change: (data: Record<string, unknown>) => Record<string, unknown>): Words {
  return {
    ...words,
    shared: words.shared.map((entry) =>
      entry.id === id ? { ...entry, data: change(entry.data) as typeof entry.data } : entry,
    ),
  };
}

describe("the interface's words", () => {
  it.each(langs)("are plain strings in %s, each message said with the values the site has", (lang) => {
    const ui = interfaceWordsIn(words, lang);
    // An island takes them as a prop: nothing in them may be lost on the way.
    expect(JSON.parse(JSON.stringify(ui))).toEqual(ui);
    const said = (tree: unknown): string[] =>
      typeof tree === "string" ? [tree] : Object.values(tree as object).flatMap(said);
    for (const text of said(ui)) expect(text).not.toMatch(/[{}]/);
    expect(ui.footer.follow).toBe(
      translationOf(words, lang).message("ui", "footer.follow", { network: siteConfig.social.label }),
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
      "We're bringing Brisk to macOS. In the meantime, the Android app is available on",
    );
    expect(ui.stores.appGalleryKicker).toBe(
      translationOf(words, "en").shared("ui").stores.kickers["under-review"],
    );
    // iOS is under review (constants.ts), so the App Store's button says so, as AppGallery's does.
    expect(ui.stores.comingSoonOn).toBe(
      translationOf(words, "en").shared("ui").stores.kickers["under-review"],
    );
  });

  it("name a message's arguments as the words declare them", () => {
    expect(() => translationOf(words, "en").message("ui", "footer.follow", {})).toThrow(
      "src/content/en/ui.yaml, footer.follow: takes network, given none",
    );
    expect(() => translationOf(words, "en").message("ui", "skipLink", { network: "x" })).toThrow(
      "src/content/en/ui.yaml, skipLink: takes no arguments, given network",
    );
  });
});

describe("the content check of the interface's words and page names", () => {
  it("finds none in the words as they are", () => {
    expect(problemsIn(words)).toEqual([]);
  });

  it("names an argument a message does not take, and one misspelt", () => {
    const changed = withShared("fil/ui", (data) => ({
      ...data,
      skipLink: "Lumaktaw sa {platform}",
      footer: { ...(data.footer as object), follow: "I-follow ang Brisk sa {netwrk}" },
    }));
    const problems = problemsIn(changed);
    expect(problems).toContain('src/content/fil/ui.yaml, skipLink: "{platform}" names no fact');
    expect(problems).toContain(
      'src/content/fil/ui.yaml, footer.follow: "{netwrk}" names no fact nor an argument of this message ({network})',
    );
  });

  it("names a translation whose message takes other arguments than the English one declares", () => {
    const changed = withShared("fil/ui", (data) => ({
      ...data,
      footer: { ...(data.footer as object), follow: "I-follow ang Brisk sa {platform}" },
    }));
    const problems = problemsIn(changed);
    expect(problems).toContain(
      'src/content/fil/ui.yaml, footer.follow: "{platform}" names no fact nor an argument of this message ({network})',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/fil\/ui\.yaml: names .*; src\/content\/en\/ui\.yaml names .*network/,
      ),
    );
  });

  it("names a page without a name, and a link's words where the registry links it from nowhere", () => {
    const changed = withShared("en/page-names", (data) => {
      const pages = Object.fromEntries(
        Object.entries(data.pages as Record<string, object>).filter(([id]) => id !== "privacy"),
      );
      return { ...data, pages: { ...pages, about: { title: "About Us", header: "About", footer: "About" } } };
    });
    const problems = problemsIn(changed);
    expect(problems).toContainEqual(
      expect.stringMatching(/^src\/content\/en\/page-names\.yaml, pages\.privacy: /),
    );
    expect(problems).toContain(
      'src/content/en/page-names.yaml, pages.about: "header" is not a key of these words; declare it in src/content/word-schemas.ts',
    );
  });
});

describe("the page names", () => {
  it.each(langs)("give the header and footer their links in %s", (lang) => {
    const names = translationOf(words, lang).pageNames();
    const nav = navIn(words, lang);
    expect(nav.main.map((item) => item.label)).toContain(names.plans.header);
    expect(nav.footer.flatMap((group) => group.items.map((item) => item.label))).toContain(
      names.privacy.footer,
    );
  });

  // The contact form's link to the privacy policy names the policy by its fact, {privacyPolicyName}
  // (src/content/<lang>/contact.yaml), which page-names.yaml says.
  it.each(langs)("name the privacy policy in the contact form's link in %s", (lang) => {
    const { privacyLink } = contactWordsOf(translationOf(words, lang)).form;
    expect(privacyLink.endsWith(` ${translationOf(words, lang).pageNames().privacy.title}`)).toBe(true);
    const renamed = withShared(`${lang}/page-names`, (data) => {
      const names = data.pages as Record<string, object>;
      return { ...data, pages: { ...names, privacy: { ...names.privacy, title: "Renamed Policy" } } };
    });
    expect(contactWordsOf(translationOf(renamed, lang)).form.privacyLink.endsWith(" Renamed Policy")).toBe(
      true,
    );
  });
});

it("gives a page's components its language, path and interface words, and an island only its language", () => {
  const site = siteContext(words, { lang: "fil", path: "/plans" });
  expect(site).toEqual({
    lang: "fil",
    code: "fil",
    recaptcha: "fil",
    name: "Filipino",
    path: "/fil/plans",
    ui: interfaceWordsIn(words, "fil"),
  });
  expect(islandLanguageOf(site)).toEqual({ lang: "fil", code: "fil", recaptcha: "fil" });
});
