/**
 * The words files as the editor (Sveltia CMS, /admin/) writes them, so that a save through it changes
 * only what was edited: YAML by the `yaml` package with the editor's options, keys in the order of its
 * fields (the shapes' order) and any other key after them, sorted; strings trimmed; no comments. A
 * card's front matter the same, then its body after one blank line. Mirrors @sveltia/cms 0.221.1's
 * contents/file/format.js and draft/save/serialize.js; e2e/editor.spec.ts checks a real save.
 * No imports through `~/`: scripts/format-words.mjs runs it with Node alone.
 */
import { parse, stringify } from "yaml";
import { splitFrontMatter } from "./front-matter.ts";

/** What the formatting needs of a field: its name, and a group's or a list's fields. */
export type FieldOrder = { name: string; fields?: readonly FieldOrder[] };

/** The options of the editor's formatYAML(), its defaults: two spaces, indented lists, no folding. */
const YAML_OPTIONS = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: "PLAIN",
  defaultStringType: "PLAIN",
  singleQuote: true,
} as const;

/** A value with its keys in the fields' order, the others after them, sorted; strings trimmed. */
function ordered(value: unknown, fields: readonly FieldOrder[] | undefined): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const known = (fields ?? []).filter((field) => field.name in record);
  const names = new Set(known.map((field) => field.name));
  const rest = Object.keys(record)
    .filter((key) => !names.has(key))
    .sort();
  return Object.fromEntries([
    ...known.map((field) => [field.name, ordered(record[field.name], field.fields)]),
    ...rest.map((key) => [key, ordered(record[key], undefined)]),
  ]);
}

const yamlOf = (data: unknown, fields: readonly FieldOrder[]) =>
  stringify(ordered(data, fields), null, YAML_OPTIONS).trim();

/** A page's or a shared words file as the editor would save it. */
export function editorYaml(text: string, fields: readonly FieldOrder[]): string {
  return `${yamlOf(parse(text), fields)}\n`;
}

/** A card's Markdown file as the editor would save it: front matter, a blank line, the body trimmed. */
export function editorMarkdown(text: string, fields: readonly FieldOrder[]): string {
  const split = splitFrontMatter(text);
  if (!split) throw new Error("a card's file starts with its front matter between --- lines");
  const body = split.body.trim();
  const head = yamlOf(
    parse(split.yaml),
    fields.filter((field) => field.name !== "body"),
  );
  return `---\n${head}\n---\n${body ? `\n${body}\n` : ""}`;
}

/** The editor's lists, as far as finding their files goes. */
type Collection = {
  folder?: string;
  fields?: readonly FieldOrder[];
  files?: readonly { file: string; fields: readonly FieldOrder[] }[];
};

/** A path template's files: `src/content/{{locale}}/plans.yaml` → any language's folder. */
const pathPattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{\\{locale\\}\\}", "[^/]+")}`);

/**
 * Each words file the editor edits, with its fields, among `files` (paths from the project): a file
 * entry's file in every language, and every card of a folder, "src/content/fil/faqs/faq-1.md".
 */
export function editedFiles(
  config: { collections: readonly Collection[] },
  files: readonly string[],
): Map<string, readonly FieldOrder[]> {
  const edited = new Map<string, readonly FieldOrder[]>();
  for (const collection of config.collections) {
    for (const entry of collection.files ?? []) {
      const pattern = new RegExp(`${pathPattern(entry.file).source}$`);
      for (const file of files) if (pattern.test(file)) edited.set(file, entry.fields);
    }
    if (collection.folder) {
      const pattern = new RegExp(`${pathPattern(`${collection.folder}/`).source}[^/]+\\.md$`);
      for (const file of files) if (pattern.test(file)) edited.set(file, collection.fields ?? []);
    }
  }
  return edited;
}
