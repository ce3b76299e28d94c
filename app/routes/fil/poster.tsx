import { PosterPage } from "~/components/pages/poster-page";
import { posterFiles } from "~/content/pages";
import { posterPage, posterText } from "~/content/poster.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(posterPage);

export default function Poster() {
  return <PosterPage page={posterPage} text={posterText} pdf={posterFiles.pdf.fil} qr={posterFiles.qr} />;
}
