/**
 * The editor's configuration (Sveltia CMS, served at /admin/: docs/editing.md), made from the words'
 * own shapes: every key a page, a card or a shared file may have is a field, in the shape's order,
 * with its description as the field's hint. A key the site adds to a shape is a field the next build
 * shows; config.json.ts serves what this returns.
 *
 * The configuration keeps to the keys Decap CMS shares with Sveltia where it can (collections, folder
 * and file entries, widgets, hint, pattern). The one it cannot share is `{{locale}}` in a path, which
 * this layout of a folder per language needs (docs/editing.md, "Why Sveltia CMS").
 */
import { z } from "astro/zod";
import { defaultLang, langs } from "~/content/langs";
import { pageNextSteps } from "~/content/next-step-structure";
import { descriptionLength, pageWords } from "~/content/page-words";
import { pages, type PageId } from "~/content/pages";
import { cardWords, sharedWords, type MessageTree, type SharedName } from "~/content/word-schemas";
import { messagesIn, partsOf, type Words } from "~/i18n/entries";
import { placeholdersOf } from "~/i18n/messages";

/** Where the editor saves: the deploy's settings (README, "Settings"). */
export type EditorSettings = {
  /** "owner/name" on GitHub; unset, only a local clone can be edited. */
  repository: string | undefined;
  branch: string;
  /** The sign-in worker (sveltia-cms-auth); unset, Netlify's own sign-in. */
  authUrl: string | undefined;
};

/**
 * The config's repository when the deploy names none (the package's name): the editor then works on
 * a local clone, which it asks for as "the brisk-website repository"; a GitHub sign-in finds no such
 * repository (docs/editing.md says which setting to set).
 */
export const UNSET_REPOSITORY = "local/brisk-website";

/** A field of the editor, as Sveltia CMS (and mostly Decap CMS) reads it. */
export type EditorField = {
  name: string;
  label: string;
  widget: "string" | "text" | "object" | "list";
  i18n: true;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  min?: number;
  minlength?: number;
  maxlength?: number;
};

/** A words file of the editor's: `src/content/{{locale}}/plans.yaml`. */
export type EditorFile = { name: string; label: string; file: string; i18n: true; fields: EditorField[] };

/** A list of the editor's: files (`files`), or a folder of cards, one entry a file (`folder`). */
export type EditorCollection = {
  name: string;
  label: string;
  description: string;
  i18n: true;
  files?: EditorFile[];
  folder?: string;
  label_singular?: string;
  extension?: string;
  format?: string;
  identifier_field?: string;
  /** How the list names an entry. */
  summary?: string;
  create?: boolean;
  delete?: boolean;
  fields?: EditorField[];
};

/** The shared files' names in the editor's list, with what each holds. */
const sharedLabels: Record<SharedName, string> = {
  ui: "Interface (every page)",
  "next-steps": "Next steps (end of several pages)",
  "page-names": "Page names (headings, menus, footer)",
  phrasing: "Phrasing of facts (prices, units, lists)",
};

/** "primaryAction" → "Primary action", "under-review" → "Under review", "faq-2" → "Faq 2". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema inside an optional, and whether it was one. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (inner instanceof z.ZodOptional) {
    optional = true;
    inner = inner.unwrap() as z.ZodType;
  }
  return { inner, optional };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English words at a path of a file's data, where there are some; of each, for a list of files. */
function at(data: unknown, path: readonly string[]): unknown {
  if (Array.isArray(data) && path.length > 0) return data.map((item) => at(item, path));
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
    data,
  );
}

/** The items of a list of groups, of one file or of several: each group once. */
const itemsOf = (value: unknown): unknown[] =>
  [value].flat(Infinity).filter((item) => item !== null && typeof item === "object");

/** Every string under a value: the messages of a list or a group. */
const messagesUnder = (value: unknown): string[] =>
  messagesIn(value as MessageTree).map(([, message]) => message);

/**
 * A message's placeholders and tags, for the hint: `{network}`, `<capital>`. A malformed English
 * message is the content check's to name; here it has none.
 */
function kept(messages: readonly string[]): { names: string[]; tags: string[] } {
  const names = new Set<string>();
  const tags = new Set<string>();
  for (const message of messages) {
    try {
      for (const name of placeholdersOf(message)) names.add(name);
    } catch {
      continue;
    }
    for (const [, tag] of message.matchAll(/<([a-z]+)>/g)) tags.add(tag ?? "");
  }
  return { names: [...names], tags: [...tags] };
}

/** The hint's sentence on what to keep, from the English. */
function keepSentence({ names, tags }: { names: string[]; tags: string[] }): string {
  const parts = [...names.map((name) => `\`{${name}}\``), ...tags.map((tag) => `\`<${tag}>…</${tag}>\``)];
  if (parts.length === 0) return "";
  return ` Keep ${parts.join(", ")} exactly as in the English. The site fills ${parts.length === 1 ? "it" : "them"} in.`;
}

/**
 * A pattern that refuses a message leaving out one of the English's placeholders, checked before a
 * save: `{name}`, or `{name, plural, …}`, anywhere in the text.
 */
export function placeholderPattern(names: readonly string[]): [string, string] | undefined {
  if (names.length === 0) return undefined;
  const lookaheads = names.map((name) => `(?=[\\s\\S]*\\{\\s*${escapeRegExp(name)}\\s*[,}])`).join("");
  return [
    `^${lookaheads}[\\s\\S]*$`,
    `Keep ${names.map((name) => `{${name}}`).join(", ")} in the words, as the English has ${names.length === 1 ? "it" : "them"}.`,
  ];
}

/** A field's hint: what it is (its shape's description, or its group's), where it shows, what to keep. */
function hintOf(description: string | undefined, where: string, keep: string): string {
  const sentence = description && (/[.!?]["”)]?$/.test(description) ? description : `${description}.`);
  return `${sentence ? `${sentence} ` : ""}${where}${keep}`.trim();
}

type Context = {
  /** Where the words show, as the hint says it: "On the Plans page (`/plans`)." */
  where: string;
  /** The English file's data: its placeholders, and the size of its words, which picks the box. */
  english: unknown;
  /**
   * For fields that serve many messages (a folder's cards, a list's items): the box's size from all
   * of them, and no placeholders to keep, which differ from one to the next (the content check
   * compares each with its English).
   */
  varies?: true;
};

/**
 * The editor's field for one key of a shape. Words longer than a line get a text box; a list of
 * messages, one box an item; a group, its fields. Every field is translated (`i18n: true`): each
 * language's file has every key.
 */
export function fieldOf(
  name: string,
  schema: z.ZodType,
  context: Context,
  path: readonly string[] = [name],
  inherited?: string,
): EditorField {
  const { inner, optional } = unwrapped(schema);
  const description = inner.description ?? schema.description;
  const base = {
    name,
    label: labelOf(name),
    i18n: true as const,
    ...(optional && { required: false as const }),
  };
  const english = at(context.english, path);

  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return {
      ...base,
      widget: "object",
      ...(description && { hint: description }),
      fields: Object.entries(shape).map(([key, child]) =>
        fieldOf(key, child, context, [...path, key], description ?? inherited),
      ),
    };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const { inner: item } = unwrapped(element);
    const keep = context.varies ? "" : keepSentence(kept(messagesUnder(english)));
    const hint = hintOf(description ?? inherited, context.where, keep);
    if (item instanceof z.ZodObject) {
      const shape = item.shape as Record<string, z.ZodType>;
      return {
        ...base,
        widget: "list",
        hint,
        fields: Object.entries(shape).map(([key, child]) =>
          fieldOf(
            key,
            child,
            { ...context, english: itemsOf(english), varies: true },
            [key],
            description ?? inherited,
          ),
        ),
      };
    }
    const long = messagesUnder(english).some((message) => message.length > 70);
    return {
      ...base,
      widget: "list",
      hint: `${hint} Each item has its own box, in the page's order.`,
      min: 1,
      field: { name: "item", label: labelOf(name), widget: long ? "text" : "string", i18n: true },
    };
  }
  // A message: a string, or one that declares its arguments (withArguments, a custom schema). A shape
  // the editor has no field for stops the build, rather than become a box that saves anything.
  if (!(inner instanceof z.ZodString || inner instanceof z.ZodCustom))
    throw new Error(
      `The words editor has no field for "${path.join(".")}" (${inner.type}): add one to _editor-config.ts`,
    );
  const messages = messagesUnder(english);
  const placeholders = context.varies ? { names: [], tags: [] } : kept(messages);
  const pattern = placeholderPattern(placeholders.names);
  const long = messages.some((message) => message.length > 70 || message.includes("\n"));
  const maxlength = inner instanceof z.ZodString ? inner.maxLength : null;
  return {
    ...base,
    widget: long ? "text" : "string",
    ...(maxlength !== null && { maxlength }),
    hint: hintOf(description ?? inherited, context.where, keepSentence(placeholders)),
    ...(pattern && { pattern }),
  };
}

/**
 * The fields of a YAML file's shape, in the shape's order, which is the order the editor saves. A file
 * entry has no guide of its own, so the file's description guides the fields that have none.
 */
function fieldsOf(shape: z.ZodObject, context: Context): EditorField[] {
  return Object.entries(shape.shape as Record<string, z.ZodType>).map(([key, schema]) =>
    fieldOf(key, schema, context, [key], shape.description),
  );
}

/**
 * The English page names, for the editor's labels: a page's link words where it has a link ("Home",
 * "Plans"), else its title ("Barangay kit").
 */
function pageTitles(words: Words): Record<PageId, string> {
  const names = words.shared.find((entry) => entry.id === `${defaultLang}/page-names`)?.data as
    { pages: Record<PageId, { title: string; header?: string; footer?: string }> } | undefined;
  return Object.fromEntries(
    (Object.keys(pages) as PageId[]).map((id) => {
      const name = names?.pages[id];
      return [id, name?.header ?? name?.footer ?? name?.title ?? labelOf(id)];
    }),
  ) as Record<PageId, string>;
}

/** Where a page's words show, by its English path; each other language's is under its prefix. */
const onPage = (title: string, path: string) =>
  path.endsWith("/404")
    ? "On the page shown for an address that does not exist."
    : `On the ${title} page (\`${path}\`).`;

/** Where each shared file's words show. */
function sharedWhere(name: SharedName, titles: Record<PageId, string>): string {
  const nextStepPages = (Object.keys(pageNextSteps) as PageId[]).map((id) => titles[id]);
  const where: Record<SharedName, string> = {
    ui: "On every page.",
    "next-steps": `At the end of the ${nextStepPages.slice(0, -1).join(", ")} and ${nextStepPages.at(-1)} pages.`,
    "page-names": "In every page's heading, and in the menu and footer of every page.",
    phrasing: "Wherever the site states these facts: cards, tables and pages.",
  };
  return where[name];
}

/** Each card folder of English (`src/content/en/faqs/`), in the order of the pages. */
function cardFolders(words: Words): PageId[] {
  const folders = new Set(
    words.cards
      .map((entry) => partsOf(entry.id))
      .filter(({ lang }) => lang === defaultLang)
      .map(({ rest }) => rest.split("/")[0]),
  );
  return (Object.keys(pages) as PageId[]).filter((id) => folders.has(id));
}

/**
 * A card folder as the editor lists it: one entry a card, its front matter's fields, then its body in
 * a plain text box. That box is the editor's raw mode without its toolbar, whose bold and picture
 * buttons would write what a card may not hold; `{placeholders}` and `::block` lines stay as typed.
 */
function cardCollection(id: PageId, title: string, words: Words): EditorCollection {
  const where = onPage(title, pages[id].path);
  const english = words.cards
    .filter((entry) => entry.id.startsWith(`${defaultLang}/${id}/`))
    .map((entry) => entry.data);
  const context: Context = { where, english, varies: true };
  return {
    name: `cards-${id}`,
    label: `${title}: cards`,
    label_singular: `${title} card`,
    description: `The cards of the ${title} page (\`${pages[id].path}\`), a file each: the card's words, then its dialog's text.`,
    folder: `src/content/{{locale}}/${id}`,
    extension: "md",
    format: "yaml-frontmatter",
    i18n: true,
    identifier_field: "title",
    // A card's file name beside its title: the checks name the file, and a plan's title is a placeholder.
    summary: "{{title}} ({{slug}})",
    // A new FAQ is the one card the words alone make: it joins the page after the listed ones. Other
    // cards follow the facts or a picture, and every listed card must keep its file
    // (content/card-structure.ts), so a developer adds or removes them.
    create: id === "faqs",
    delete: false,
    fields: [
      // An optional field (a picture's alt text, a plan's facts) where the folder's cards have it.
      ...fieldsOf(cardWords, context).filter(
        (field) => field.required !== false || english.some((card) => field.name in card),
      ),
      {
        name: "body",
        label: "Dialog text",
        widget: "text",
        i18n: true,
        hint: hintOf(
          "What the card's dialog says under its summary, in Markdown: `## ` starts a heading, `- ` a list item, `[words](/page)` a link. A line `::name` stands for a table or list the site makes from the facts; keep it on its own line. Words in braces, `{name}`, are facts the site fills in: keep every one the English has",
          where,
          "",
        ),
      } satisfies EditorField,
    ],
  };
}

/**
 * The editor's whole configuration. `words` are the site's words (read-words.ts or the collections),
 * for English's placeholders and which card folders there are.
 */
export function editorConfig(words: Words, settings: EditorSettings) {
  const titles = pageTitles(words);
  const englishOf = (name: string) =>
    [...words.pages, ...words.shared].find((entry) => entry.id === `${defaultLang}/${name}`)?.data;

  const collections: EditorCollection[] = [
    {
      name: "pages",
      label: "Pages",
      description: "Each page's words: its description, the sentence under its heading, and its sections.",
      i18n: true,
      files: (Object.keys(pages) as PageId[]).map((id) => ({
        name: id,
        label: titles[id],
        file: `src/content/{{locale}}/${id}.yaml`,
        i18n: true,
        fields: fieldsOf(pageWords[id], {
          where: onPage(titles[id], pages[id].path),
          english: englishOf(id),
        }).map((field) =>
          // A page in search results has a description of at least this length (the content check).
          field.name === "description" && pages[id].inSitemap
            ? { ...field, minlength: descriptionLength.fewest }
            : field,
        ),
      })),
    },
    {
      name: "shared",
      label: "Words on many pages",
      description: "The interface, the page names, the next steps and how the facts are phrased.",
      i18n: true,
      files: (Object.keys(sharedWords) as SharedName[]).map((name) => ({
        name,
        label: sharedLabels[name],
        file: `src/content/{{locale}}/${name}.yaml`,
        i18n: true,
        fields: fieldsOf(sharedWords[name], {
          where: sharedWhere(name, titles),
          english: englishOf(name),
        }),
      })),
    },
    ...cardFolders(words).map((id) => cardCollection(id, titles[id], words)),
  ];

  return {
    app_title: "Brisk words editor",
    logo: { src: "/favicon.svg" },
    backend: {
      name: "github",
      repo: settings.repository ?? UNSET_REPOSITORY,
      branch: settings.branch,
      ...(settings.authUrl && { base_url: settings.authUrl }),
    },
    // Every save through GitHub is a branch and a pull request, which CI checks before it is merged.
    publish_mode: "editorial_workflow",
    // The pictures are the developers' (src/assets/images/cards/); the editor edits words only.
    media_folder: "src/assets/images/cards",
    public_folder: "/images/cards",
    i18n: { structure: "multiple_folders", locales: [...langs], default_locale: defaultLang },
    // Two languages side by side, each pane its own; no preview pane, which would show neither page.
    editor: { preview: false },
    // An optional key left empty is left out, as the hand-written files have it.
    output: { omit_empty_optional_fields: true },
    collections,
  };
}

export type EditorConfig = ReturnType<typeof editorConfig>;
