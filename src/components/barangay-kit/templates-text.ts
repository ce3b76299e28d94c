import { withBlanks } from "~/lib/paper-fill";

/** The council templates' words (src/content/<lang>/councilTemplates.yaml): the resolution and the procurement plan's line. */
export type CouncilTemplateWords = {
  resolution: { title: string; lines: readonly string[] };
  procurementLine: { title: string; intro: string; columns: readonly string[]; row: readonly string[] };
};

/**
 * Both templates as plain text, for a barangay to paste into its own document: the page's text box
 * and the .txt file (pages/[templates].txt.ts) say the same. The procurement line is a column name
 * and its value a line, since a plain-text table falls apart in a word processor. Outside English,
 * the resolution in English (`twin`) follows. The barangay's name stays a blank's token: the text box
 * fills it as the name is typed, and withBlanks() writes it as a blank.
 */
export function templatesPlainText(
  { resolution, procurementLine }: CouncilTemplateWords,
  twin?: { title: string; lines: readonly string[] },
): string {
  const line = procurementLine.columns.map(
    (column, index) => `${column}: ${procurementLine.row[index] ?? ""}`,
  );
  const part = (title: string, lines: readonly string[]) => [title.toUpperCase(), ...lines].join("\n\n");
  const parts = [part(resolution.title, resolution.lines), part(procurementLine.title, line)];
  if (twin) parts.push(part(twin.title, twin.lines));
  return `${parts.join("\n\n\n")}\n`;
}

/** The same, its blanks written as underscores: the text file's words. */
export const templatesTextFile = (...args: Parameters<typeof templatesPlainText>) =>
  withBlanks(templatesPlainText(...args));
