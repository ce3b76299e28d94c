import { PageHeader } from "~/components/page-header/page-header";
import { PosterControls } from "~/components/poster/poster-controls";
import { PosterSheet } from "~/components/poster/poster-sheet";
import type { PageWithText } from "~/content/pages";
import type { PosterWords } from "~/content/types";

type PosterPageProps = {
  page: PageWithText;
  text: PosterWords;
  /** The poster's PDF in the page's language. */
  pdf: string;
  qr: string;
};

/** The poster for the barangay hall: on screen with its controls, in print the sheet alone. */
export function PosterPage({ page, text, pdf, qr }: PosterPageProps) {
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={page.title} subtitle={page.subtitle} divider />
      </div>
      <div className="px-4 pb-20 sm:px-6 print:p-0">
        <PosterControls text={text.controls} pdfHref={pdf} />
        <PosterSheet text={text} qrSrc={qr} />
      </div>
    </>
  );
}
