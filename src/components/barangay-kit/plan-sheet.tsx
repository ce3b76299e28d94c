import { LogoMark } from "~/components/layout/logo";
import { Fillable } from "~/components/print/fillable";
import { FILL_DATA } from "~/lib/paper-fill";
import { BulletList } from "~/components/ui/bullet-list";
import { DataTable } from "~/components/ui/data-table";
import { siteConfig } from "~/config/site";
import type { TableBlock } from "~/content/types";

/** The plan sheet's words (src/content/<lang>/planSheet.yaml's `sheet`), with its title and source said. */
export type PlanSheetWords = {
  title: string;
  intro: string;
  rules: readonly string[];
  chosen: { title: string; lines: readonly string[] };
  source: string;
};

type PlanSheetProps = {
  text: PlanSheetWords;
  table: TableBlock;
  /** What each paid plan fills in the council's choice when chosen on /plans (?plan=). */
  fills: Record<string, { plan: string; periods: string; total: string }>;
};

/**
 * Every barangay plan on one sheet for the council, the same on screen and on A4 paper; the PDF
 * (site/plan-sheet-pdf.server.ts) draws the same words. The council's choice has blanks that the
 * barangay's typed name and the plan chosen on /plans fill (lib/paper-fill.ts).
 */
export function PlanSheet({ text, table, fills }: PlanSheetProps) {
  return (
    <article
      aria-labelledby="plan-sheet-title"
      data-slot="plan-sheet"
      className="paper-sheet mx-auto w-full max-w-4xl space-y-5 bg-white p-5 text-slate-900 shadow-lg ring-1 ring-slate-200 [page:paper] sm:p-10 print:max-w-none print:space-y-2.5 print:p-0 print:text-[9.5pt] print:leading-snug print:shadow-none print:ring-0 print:[&_td]:py-1 print:[&_th]:py-1"
    >
      <p className="flex items-center gap-3 text-2xl font-bold text-brand-900">
        <LogoMark className="size-10 shrink-0" />
        {siteConfig.name}
      </p>
      <h2 id="plan-sheet-title" className="text-xl font-bold">
        {text.title}
      </h2>
      <p>{text.intro}</p>
      <DataTable caption={table.caption} columns={table.columns} rows={table.rows} stack />
      <BulletList items={text.rules} />
      <section
        aria-labelledby="plan-sheet-chosen"
        {...{ [FILL_DATA.plans]: JSON.stringify(fills) }}
        className="rounded-lg border border-slate-300 p-4"
      >
        <h3 id="plan-sheet-chosen" className="font-bold">
          {text.chosen.title}
        </h3>
        {text.chosen.lines.map((line) => (
          <p key={line} className="mt-3 break-words print:mt-2">
            <Fillable text={line} />
          </p>
        ))}
      </section>
      <p className="text-sm text-slate-600">{text.source}</p>
    </article>
  );
}
