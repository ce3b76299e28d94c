import { PlanSheet, type PlanSheetWords } from "~/components/barangay-kit/plan-sheet";
import { PageHeader } from "~/components/page-header/page-header";
import { PaperFields } from "~/components/print/paper-fields";
import { PrintControls } from "~/components/print/print-controls";
import type { PageWithText } from "~/content/pages";
import type { TableBlock } from "~/content/types";

type PlanSheetPageProps = {
  page: PageWithText;
  controls: { print: string; hint: string; download: string };
  sheet: PlanSheetWords;
  table: TableBlock;
  fills: Record<string, { plan: string; periods: string; total: string }>;
  /** The papers whose links carry the barangay's typed name, in the page's language. */
  papers: readonly string[];
  /** The sheet's PDF in the page's language. */
  pdf: string;
};

/** The plan sheet for the barangay council: on screen with its controls, in print the sheet alone. */
export function PlanSheetPage({ page, controls, sheet, table, fills, papers, pdf }: PlanSheetPageProps) {
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={page.title} subtitle={page.subtitle} divider />
      </div>
      <div className="px-4 pb-20 sm:px-6 print:p-0">
        <PaperFields carry={papers} />
        <PrintControls text={controls} download={{ text: controls.download, href: pdf }} />
        <PlanSheet text={sheet} table={table} fills={fills} />
      </div>
    </>
  );
}
