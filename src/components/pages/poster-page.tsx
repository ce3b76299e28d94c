import { PageHeader } from "~/components/page-header/page-header";
import { PaperFields } from "~/components/print/paper-fields";
import { PrintControls } from "~/components/print/print-controls";
import { PosterSheet } from "~/components/poster/poster-sheet";
import type { PageWithText } from "~/content/pages";
import type { PosterWords } from "~/content/types";

type PosterPageProps = {
  page: PageWithText;
  text: PosterWords;
  /** The poster's PDF in the page's language. */
  pdf: string;
  qr: string;
  /** The papers whose links carry the barangay's typed name, in the page's language. */
  papers: readonly string[];
};

/** The poster for the barangay hall: on screen with its controls, in print the sheet alone. */
export function PosterPage({ page, text, pdf, qr, papers }: PosterPageProps) {
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={page.title} subtitle={page.subtitle} divider />
      </div>
      <div className="px-4 pb-20 sm:px-6 print:p-0">
        <PaperFields carry={papers} hotlines />
        <PrintControls text={text.controls} download={{ text: text.controls.download, href: pdf }} />
        <PosterSheet text={text} qrSrc={qr} />
      </div>
    </>
  );
}
