// The site's words as Astro content collections: a folder per language in src/content/, a card's
// words in Markdown, a page's in YAML (docs/adding-things.md). src/i18n/words.ts reads them for
// the pages, formats their facts in and checks them.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { langs } from "~/content/langs";
import { anyWords, cardWords, sharedWords } from "~/content/word-schemas";

/** Each language's folder, from the one list of languages: "{en,fil}". */
const languageFolders = `{${langs.join(",")}}`;

/**
 * An entry's id is its path without the extension, as the file is named: "en/notFound", where
 * Astro's default would slug it to "en/notfound" and lose the page id's capital (read-words.ts
 * names the entries the same way).
 */
const generateId = ({ entry }: { entry: string }) => entry.replace(/\.(md|yaml)$/, "");

/** The files of words no one page owns, e.g. en/next-steps.yaml (word-schemas.ts's sharedWords). */
const sharedFiles = Object.keys(sharedWords).map((name) => `${languageFolders}/${name}.yaml`);

export const collections = {
  /** `<lang>/<page>/<card id>.md`, e.g. en/faqs/faq-2.md: its id is "en/faqs/faq-2". */
  cards: defineCollection({
    // Astro renders each card's Markdown, through the site's plugin (i18n/card-body.ts), when a page
    // asks for it (render()), not when the files are read: a fact that changes in constants.ts is
    // then in every dialog of the next build, although no Markdown file changed.
    loader: glob({
      base: "./src/content",
      pattern: `${languageFolders}/*/*.md`,
      deferRender: true,
      generateId,
    }),
    schema: cardWords,
  }),
  /** `<lang>/<page>.yaml`, e.g. fil/faqs.yaml: its id is "fil/faqs". */
  pages: defineCollection({
    loader: glob({
      base: "./src/content",
      pattern: [`${languageFolders}/*.yaml`, ...sharedFiles.map((file) => `!${file}`)],
      generateId,
    }),
    // Each page's words have their own shape (content/page-words.ts), checked by name with the rest.
    schema: anyWords,
  }),
  /** `<lang>/<name>.yaml` for a name of sharedWords, e.g. fil/next-steps.yaml: its id is "fil/next-steps". */
  shared: defineCollection({
    loader: glob({ base: "./src/content", pattern: sharedFiles, generateId }),
    schema: anyWords,
  }),
};
