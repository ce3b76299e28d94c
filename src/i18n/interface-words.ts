/**
 * The interface's words in a language (menu, footer, dialogs, store buttons), said with the site's
 * settings, the header's and footer's links, and what a page's components may know of it.
 */
import { HOTLINE_LINES } from "~/lib/paper-fill";
import { siteConfig } from "~/config/site";
import { platformName, platformStatus } from "~/content/derived";
import { langInfo, pathIn, type Lang } from "~/content/langs";
import type { PageWithText } from "~/content/pages";
import { siteNav } from "~/site/navigation";
import type { ComingSoonPlatform, SiteContext, UiText } from "~/site/ui-text";
import type { Words } from "./entries";
import { messageIn, pageNamesIn, sharedIn } from "./format-words";

/** The platforms whose store buttons open the coming-soon dialog, each said in their dialog's words. */
const comingSoonPlatforms = ["ios", "windows", "macos"] as const satisfies readonly ComingSoonPlatform[];

/**
 * The interface's words (src/content/<lang>/ui.yaml), each message with arguments said for the site's
 * values: siteConfig's social network, each coming-soon platform.
 */
export function interfaceWordsIn(words: Words, lang: Lang): UiText {
  const { stores, footer, papers, ...ui } = sharedIn(words, "ui", lang);
  const said = (key: string, args: Record<string, string>) => messageIn(words, "ui", key, lang, args);
  const forEachPlatform = (key: string) =>
    Object.fromEntries(
      comingSoonPlatforms.map((id) => [id, said(key, { platform: platformName(id) })]),
    ) as Record<ComingSoonPlatform, string>;
  return {
    ...ui,
    footer: { ...footer, follow: said("footer.follow", { network: siteConfig.social.label }) },
    papers: { ...papers, hotlines: said("papers.hotlines", { lines: String(HOTLINE_LINES) }) },
    stores: {
      getItOn: stores.kickers.available,
      // AppGallery's button opens its listing (SPEC section 2) but invites no download while
      // Harmony-OS is under review: its first words follow the platform's status in constants.ts.
      // The App Store's follow iOS's the same way; its dialog's title stays the spec's.
      appGalleryKicker: stores.kickers[platformStatus("harmonyos")],
      comingSoonOn: stores.kickers[platformStatus("ios")],
      comingSoonFor: stores.comingSoonFor,
      comingSoonTitle: forEachPlatform("stores.comingSoonTitle"),
      comingSoonText: forEachPlatform("stores.comingSoonText"),
      gotIt: stores.gotIt,
    },
  };
}

/** The header's links and the footer's groups in a language. */
export function navIn(words: Words, lang: Lang) {
  return siteNav(pageNamesIn(words, lang), sharedIn(words, "page-names", lang).footerGroups);
}

/** What the components of a page may know of it: its language, its own path and interface words. */
export function siteContext(words: Words, page: Pick<PageWithText, "lang" | "path">): SiteContext {
  const { code, recaptcha, name } = langInfo[page.lang];
  return {
    lang: page.lang,
    code,
    recaptcha,
    name,
    path: pathIn(page.path, page.lang),
    ui: interfaceWordsIn(words, page.lang),
  };
}
