import { PlanSheet, type PlanSheetWords } from "~/components/barangay-kit/plan-sheet";
import { PageHeader } from "~/components/page-header/page-header";
import { PrintControls } from "~/components/print/print-controls";
import type { PageWithText } from "~/content/pages";
import type { TableBlock } from "~/content/types";

type PlanSheetPageProps = {
  page: PageWithText;
  controls: { print: string; hint: string; download: string };
  sheet: PlanSheetWords;
  table: TableBlock;
  /** The sheet's PDF in the page's language. */
  pdf: string;
};

/** The plan sheet for the barangay council: on screen with its controls, in print the sheet alone. */
export function PlanSheetPage({ page, controls, sheet, table, pdf }: PlanSheetPageProps) {
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={page.title} subtitle={page.subtitle} divider />
      </div>
      <div className="px-4 pb-20 sm:px-6 print:p-0">
        <PrintControls text={controls} download={{ text: controls.download, href: pdf }} />
        <PlanSheet text={sheet} table={table} />
      </div>
    </>
  );
}
