import { PageHeader } from "~/components/page-header/page-header";
import { PosterControls } from "~/components/poster/poster-controls";
import { PosterSheet } from "~/components/poster/poster-sheet";
import { posterFiles } from "~/content/pages";
import { posterPage, posterText } from "~/content/poster";
import { pageMeta } from "~/site/meta";

const page = posterPage;

export const meta = () => pageMeta(page);

/** The poster for the barangay hall: on screen with its controls, in print the sheet alone. */
export default function PosterPage() {
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={page.title} subtitle={page.subtitle} divider />
      </div>
      <div className="px-4 pb-20 sm:px-6 print:p-0">
        <PosterControls text={posterText.controls} pdfHref={posterFiles.pdf} />
        <PosterSheet text={posterText} qrSrc={posterFiles.qr} />
      </div>
    </>
  );
}
