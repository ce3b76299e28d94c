/**
 * A card's Markdown file split as Astro's loader splits it: the YAML between the first two `---` lines,
 * and the body after them. The words' reader (i18n/read-words.ts) and the editor's formatting
 * (editor-format.ts) each parse the YAML with their own library, as the build and the editor do.
 * No imports: scripts/format-words.mjs runs editor-format.ts with Node alone.
 */
export function splitFrontMatter(text: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  return match ? { yaml: match[1] ?? "", body: text.slice(match[0].length) } : undefined;
}
