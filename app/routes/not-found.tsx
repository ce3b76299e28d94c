import { NotFoundPage } from "~/components/pages/not-found-page";
import { notFoundPage, notFoundText } from "~/content/not-found";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(notFoundPage);

export default function NotFound() {
  return <NotFoundPage text={notFoundText} />;
}
