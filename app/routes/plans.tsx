import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { CardSections } from "~/components/content-card/card-sections";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { pages } from "~/content/pages";
import { planCards, planSections } from "~/content/plans";
import { pageMeta } from "~/site/meta";

const page = pages.plans;

export const meta = () => pageMeta(page);

export default function PlansPage() {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody>
        <CardSections sections={planSections} />
      </PageBody>
      <CardDialogHost cards={planCards} />
    </>
  );
}
