// The words files as the editor (Sveltia CMS, /admin/) writes them, so that a save through it changes
// only what was edited: YAML by the `yaml` package with the editor's options, keys in the order of
// its fields (the shapes' order), strings trimmed, no comments; a card's front matter the same, then
// its body after one blank line. Mirrors @sveltia/cms's contents/file/format.js and
// draft/save/serialize.js (0.221.1); the browser test (e2e/editor.spec.ts) checks a real save.
import { parse, stringify } from "yaml";

/**
 * @typedef {{ name: string, widget?: string, fields?: EditorField[], field?: EditorField }} EditorField
 */

/** The options of the editor's formatYAML() with its defaults: two spaces, indented lists, no folding. */
const YAML_OPTIONS = /** @type {const} */ ({
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: "PLAIN",
  defaultStringType: "PLAIN",
  singleQuote: true,
});

/**
 * A value with its keys in the fields' order and the keys no field names after them, sorted; strings
 * trimmed.
 * @param {unknown} value
 * @param {readonly EditorField[] | undefined} fields
 * @returns {unknown}
 */
function ordered(value, fields) {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!value || typeof value !== "object") return value;
  const record = /** @type {Record<string, unknown>} */ (value);
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

/** @param {unknown} data @param {readonly EditorField[]} fields */
const yamlOf = (data, fields) => stringify(ordered(data, fields), null, YAML_OPTIONS).trim();

/**
 * A page's or a shared words file as the editor would save it.
 * @param {string} text
 * @param {readonly EditorField[]} fields
 */
export function editorYaml(text, fields) {
  return `${yamlOf(parse(text), fields)}\n`;
}

/**
 * A card's Markdown file as the editor would save it: front matter between `---` lines, a blank line,
 * the body trimmed.
 * @param {string} text
 * @param {readonly EditorField[]} fields
 */
export function editorMarkdown(text, fields) {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error("a card's file starts with its front matter between --- lines");
  const body = (match[2] ?? "").trim();
  return `---\n${yamlOf(
    parse(match[1] ?? ""),
    fields.filter((field) => field.name !== "body"),
  )}\n---\n${body ? `\n${body}\n` : ""}`;
}

/**
 * @typedef {{ file?: string, folder?: string, fields?: EditorField[], files?: EditorCollection[] }} EditorCollection
 */

/**
 * Each words file the editor edits in a language folder, with its fields: "src/content/fil/faqs.yaml"
 * and every card of a folder collection, "src/content/fil/faqs/faq-1.md" (listed from `files`, the
 * paths under the project).
 * @param {{ collections: readonly EditorCollection[] }} config
 * @param {readonly string[]} files
 * @returns {Map<string, readonly EditorField[]>}
 */
export function editedFiles(config, files) {
  /** @type {Map<string, readonly EditorField[]>} */
  const edited = new Map();
  /** @param {string} template */
  const pattern = (template) =>
    new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{\\{locale\\}\\}", "[^/]+")}`);
  for (const collection of config.collections) {
    for (const entry of collection.files ?? []) {
      const match = pattern(entry.file ?? "");
      for (const file of files)
        if (match.test(file) && file.endsWith(".yaml")) edited.set(file, entry.fields ?? []);
    }
    if (collection.folder) {
      const match = pattern(`${collection.folder}/`);
      for (const file of files)
        if (match.test(file) && /^[^/]+\.md$/.test(file.replace(match, "")))
          edited.set(file, collection.fields ?? []);
    }
  }
  return edited;
}
