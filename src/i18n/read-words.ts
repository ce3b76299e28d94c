/**
 * The words files read from disk, shaped as Astro's collections give them (src/content.config.ts), for
 * what runs outside the build: unit tests, browser tests' expectations, scripts. The same schemas check
 * them, so a file that fails the build fails here too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { load } from "js-yaml";
import type { ZodType } from "astro/zod";
import { langs } from "~/content/langs";
import { splitFrontMatter } from "~/lib/front-matter";
import type { WordEntry, Words } from "./entries";
import { anyWords, cardWords, sharedWords, type AnyWords } from "~/content/word-schemas";

/** src/content, where each language has its folder (tests and scripts run from the project's root). */
export const contentRoot = join(process.cwd(), "src/content");

/** A card's front matter, parsed, and its body, as Astro's loader gives them. */
function cardFileOf(text: string, file: string): { data: unknown; body: string } {
  const split = splitFrontMatter(text);
  if (!split) throw new Error(`${file}: a card's file starts with its front matter between "---" lines`);
  return { data: load(split.yaml), body: split.body };
}

function checked<Data>(schema: ZodType<Data>, data: unknown, file: string): Data {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new Error(
      `${file}: ${result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`).join("; ")}`,
    );
  return result.data;
}

/** Every words file in a language's folder under `root` (src/content unless a test gives a copy). */
export function readWords(root: string = contentRoot): Words {
  const cards: WordEntry<ReturnType<typeof cardWords.parse>>[] = [];
  const pages: WordEntry<AnyWords>[] = [];
  const shared: WordEntry<AnyWords>[] = [];
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).map((name) =>
    name.split(sep).join("/"),
  );
  for (const name of files.sort()) {
    const [folder = ""] = name.split("/");
    if (!(langs as readonly string[]).includes(folder)) continue;
    const depth = name.split("/").length;
    // Named as in src/content, wherever a test has copied the files.
    const file = `src/content/${name}`;
    const text = () => readFileSync(join(root, name), "utf8");
    if (depth === 3 && name.endsWith(".md")) {
      const { data, body } = cardFileOf(text(), file);
      cards.push({ id: name.slice(0, -3), data: checked(cardWords, data, file), body, filePath: file });
    } else if (depth === 2 && name.endsWith(".yaml")) {
      const id = name.slice(0, -5);
      const [, base = ""] = id.split("/");
      const entry = { id, data: checked(anyWords, load(text()), file), filePath: file };
      (base in sharedWords ? shared : pages).push(entry);
    }
  }
  return { cards, pages, shared };
}
