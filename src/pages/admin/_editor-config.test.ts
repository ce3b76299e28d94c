// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { defaultLang, langs } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { editedFiles, editorMarkdown, editorYaml } from "~/lib/editor-format";
import { z } from "astro/zod";
import {
  UNSET_REPOSITORY,
  editorConfig,
  fieldOf,
  labelOf,
  placeholderPattern,
  type EditorField,
} from "./_editor-config";

const words = readWords();
const settings = { repository: undefined, branch: "main", authUrl: undefined };
const config = editorConfig(words, settings);

/** Every words file of every language, as paths from the project: "src/content/fil/faqs/faq-1.md". */
const wordsFiles = langs.flatMap((lang) =>
  readdirSync(join("src/content", lang), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(md|yaml)$/.test(name))
    .map((name) => `src/content/${lang}/${name.split("\\").join("/")}`),
);
const edited = editedFiles(config, wordsFiles);

/** The pattern as the editor reads it: a leading "/" dropped, then a RegExp (its utils/regex.js). */
const regExpOf = ([source]: [string, string]) => new RegExp(source.replace(/^\//, ""));

/** Each key path of a file's data that no field holds: "finder.answer.usage". */
type Field = { name: string; fields?: readonly Field[]; field?: Field };
function keysWithoutField(data: unknown, fields: readonly Field[], path = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => keysWithoutField(item, fields, path));
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const field = fields.find((candidate) => candidate.name === key);
    const at = path ? `${path}.${key}` : key;
    if (!field) return [at];
    if (field.field)
      return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? []
        : [`${at} (not a list of words)`];
    return keysWithoutField(value, field.fields ?? [], at);
  });
}

describe("the editor's configuration (/admin/config.json)", () => {
  it("edits every words file of every language, and nothing else", () => {
    expect([...edited.keys()].sort()).toEqual([...wordsFiles].sort());
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: [...langs],
      default_locale: defaultLang,
    });
  });

  it("has a field for every key of every words file, in every language", () => {
    const missing = [...edited].flatMap(([file, fields]) => {
      const text = readFileSync(file, "utf8");
      const data = file.endsWith(".md") ? load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : load(text);
      return keysWithoutField(data, fields).map((key) => `${file}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it("finds a key with no field: a page's words with one key more fail the check above", () => {
    const fields = config.collections[0]?.files?.find((file) => file.name === "home")?.fields ?? [];
    expect(keysWithoutField({ description: "x", hero: { text: "x", extra: "x" } }, fields)).toEqual([
      "hero.extra",
    ]);
  });

  it("gives every field a hint that says where its words show", () => {
    /** Each field that holds words, with the hint it shows. */
    const leaves = (fields: readonly EditorField[]): EditorField[] =>
      fields.flatMap((field) => (field.widget === "object" ? leaves(field.fields ?? []) : [field]));
    const where =
      /On the .+ page \(`\/[\w/-]*`\)\.|On every page\.|At the end of the |In every page's heading|Wherever the site states|On the page shown for an address that does not exist\./;
    const fields = config.collections.flatMap((collection) => [
      ...(collection.files ?? []).flatMap((file) => leaves(file.fields)),
      ...leaves(collection.fields ?? []),
    ]);
    expect(fields.length).toBeGreaterThan(500);
    expect(fields.filter((field) => !where.test(field.hint ?? "")).map((field) => field.name)).toEqual([]);
    const plans = config.collections[0]?.files?.find((file) => file.name === "plans");
    expect(plans?.fields.find((field) => field.name === "intro")?.hint).toContain(
      "On the Plans page (`/plans`).",
    );
    const nextSteps = config.collections[1]?.files?.find((file) => file.name === "next-steps");
    expect(nextSteps?.fields[0]?.hint).toContain(
      "At the end of the Features, Agencies, About Us and FAQs pages.",
    );
  });

  it("stops the build on a shape the editor has no field for, rather than save anything in it", () => {
    expect(() => fieldOf("when", z.date(), { where: "On the Home page (`/`).", english: undefined })).toThrow(
      'The words editor has no field for "when" (date)',
    );
  });

  it("names in a hint the placeholders the English message has, and refuses a save without them", () => {
    const ui = config.collections[1]?.files?.find((file) => file.name === "ui");
    const follow = ui?.fields
      .find((field) => field.name === "footer")
      ?.fields?.find((field) => field.name === "follow");
    expect(follow?.hint).toContain("Keep `{network}`");
    expect(follow?.pattern).toBeDefined();
    const pattern = regExpOf(follow?.pattern ?? ["", ""]);
    expect(pattern.test("Sundan ang Brisk sa {network}")).toBe(true);
    expect(pattern.test("Sundan ang Brisk sa Facebook")).toBe(false);
    expect(pattern.test("Sundan ang Brisk sa {networks}")).toBe(false);
  });

  it("accepts a plural or a selection of a placeholder, and every placeholder in any order", () => {
    const pattern = regExpOf(placeholderPattern(["count", "limit"]) ?? ["", ""]);
    expect(pattern.test("{limit} lang; {count, plural, one {# letra} other {# na letra}} pa")).toBe(true);
    expect(pattern.test("{count, plural, one {# letra} other {# na letra}} pa")).toBe(false);
    expect(placeholderPattern([])).toBeUndefined();
  });

  it("keeps to a page description's limits: 70 to 160 characters, or fewer where it is not in search", () => {
    const descriptionOf = (name: string) =>
      config.collections[0]?.files
        ?.find((file) => file.name === name)
        ?.fields.find((field) => field.name === "description");
    expect(descriptionOf("about")).toMatchObject({ minlength: 70, maxlength: 160 });
    expect(descriptionOf("notFound")?.minlength).toBeUndefined();
  });

  it("lets an editor add FAQs and delete no card, and saves through pull requests", () => {
    const cards = config.collections.filter((collection) => collection.name.startsWith("cards-"));
    expect(cards.filter((collection) => collection.create).map((collection) => collection.name)).toEqual([
      "cards-faqs",
    ]);
    // Every listed card must keep its file (content/card-structure.ts): deleting one would stop the build.
    expect(cards.filter((collection) => collection.delete !== false)).toEqual([]);
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("saves to the deploy's repository and signs in through its worker, a local clone when unset", () => {
    expect(config.backend).toEqual({ name: "github", repo: UNSET_REPOSITORY, branch: "main" });
    const set = editorConfig(words, {
      repository: "brisk-ph/website",
      branch: "words",
      authUrl: "https://auth.example.workers.dev",
    });
    expect(set.backend).toEqual({
      name: "github",
      repo: "brisk-ph/website",
      branch: "words",
      base_url: "https://auth.example.workers.dev",
    });
  });

  it("labels fields in words", () => {
    expect(labelOf("primaryAction")).toBe("Primary action");
    expect(labelOf("under-review")).toBe("Under review");
  });
});

describe("the words files", () => {
  it("are written as the editor writes them, so a save changes only what was edited", () => {
    const differ = [...edited].filter(([file, fields]) => {
      const text = readFileSync(file, "utf8");
      return (file.endsWith(".md") ? editorMarkdown(text, fields) : editorYaml(text, fields)) !== text;
    });
    // `npm run format:words` writes them so (docs/editing.md).
    expect(differ.map(([file]) => file)).toEqual([]);
  });
});
