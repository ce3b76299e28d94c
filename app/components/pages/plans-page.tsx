import { Suspense, useEffect, type ComponentType } from "react";
import { useLocation } from "react-router";
import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { PlanGroupSection } from "~/components/plans/plan-group-section";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import type { getStartedLink } from "~/content/contact-steps";
import type { PageWithText } from "~/content/pages";
import type { PlanGroup, PlanGroupId } from "~/content/plans";
import type { Card } from "~/content/types";
import { linkTo } from "~/site/links";
import type { Translation } from "~/content/types";

/**
 * Scrolls to the element `id` once the part around it has rendered, when the URL's hash names it.
 * A link from another page (/plans#plan-finder) scrolls there at once, before the finder's script
 * has drawn it; the browser then keeps the content below in view as the finder grows above it.
 */
function ScrollHereIfTarget({ id }: { id: string }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [hash, id]);
  return null;
}

type PlansPageProps = {
  page: PageWithText;
  intro: readonly string[];
  moreLink: Translation<typeof getStartedLink>;
  groups: readonly PlanGroup[];
  cards: readonly Card[];
  /** The finder's anchor, which other pages link to (/plans#plan-finder). */
  finderId: string;
  /** The plan finder and the comparison tables, lazy: their scripts load after the page's first ones. */
  Finder: ComponentType;
  Comparison: ComponentType<{ groupId: PlanGroupId }>;
};

/** Plans and Pricing: the intro, then each group of plans with its comparison, the finder under the barangay plans. */
export function PlansPage({
  page,
  intro,
  moreLink,
  groups,
  cards,
  finderId,
  Finder,
  Comparison,
}: PlansPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="space-y-16">
        <div className="mx-auto max-w-3xl space-y-3 text-lg text-slate-700">
          {intro.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          <p>
            <SiteLink to={linkTo(moreLink.page)} className={textLinkClass}>
              {moreLink.label}
            </SiteLink>
          </p>
        </div>
        {groups.map((group, index) => (
          <PlanGroupSection
            key={group.id}
            group={group}
            isFirstOnPage={index === 0}
            comparison={
              <Suspense fallback={null}>
                <Comparison groupId={group.id} />
              </Suspense>
            }
          >
            {group.id === "barangay" ? (
              // The anchor stands outside Suspense, so /plans#plan-finder finds it before the finder's script.
              <div id={finderId} className="scroll-mt-20">
                <Suspense fallback={null}>
                  <Finder />
                  <ScrollHereIfTarget id={finderId} />
                </Suspense>
              </div>
            ) : null}
          </PlanGroupSection>
        ))}
      </PageBody>
      <CardDialogHost cards={cards} />
    </>
  );
}
