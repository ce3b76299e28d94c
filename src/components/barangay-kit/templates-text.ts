/** The council templates' words (src/content/<lang>/councilTemplates.yaml): the resolution and the procurement plan's line. */
export type CouncilTemplateWords = {
  resolution: { title: string; lines: readonly string[] };
  procurementLine: { title: string; intro: string; columns: readonly string[]; row: readonly string[] };
};

/**
 * Both templates as plain text, for a barangay to paste into its own document: the page's text box
 * and the .txt file (pages/[templates].txt.ts) say the same. The procurement line is a column name
 * and its value a line, since a plain-text table falls apart in a word processor.
 */
export function templatesPlainText({ resolution, procurementLine }: CouncilTemplateWords): string {
  const line = procurementLine.columns.map(
    (column, index) => `${column}: ${procurementLine.row[index] ?? ""}`,
  );
  const part = (title: string, lines: readonly string[]) => [title.toUpperCase(), ...lines].join("\n\n");
  return `${part(resolution.title, resolution.lines)}\n\n\n${part(procurementLine.title, line)}\n`;
}
