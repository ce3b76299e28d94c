import type { ReactNode } from "react";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { SiteLink } from "~/components/site-link/site-link";
import { textLinkClass } from "~/components/site-link/text-link";
import type { PageId, PageWithText } from "~/content/pages";
import { linkTo } from "~/site/links";

type PlansPageProps = {
  page: PageWithText;
  /** How incident points work, after the plans: its heading and paragraphs. */
  points: { id: string; title: string; intro: readonly string[] };
  /** The link to the page that lays out every first step. */
  moreLink: { page: PageId; label: string };
  /** The groups of plans (PlanGroupSection), each with its cards, as the page module draws them. */
  children: ReactNode;
};

/**
 * Plans and Pricing: its groups of plans, in a buyer's order (the barangay plans compared, a year's
 * cost included, and the plan finder first, so a captain meets the prices and the choice at once;
 * then their cards, the other groups: plans.astro), and how incident points work.
 */
export function PlansPage({ page, points, moreLink, children }: PlansPageProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} divider />
      <PageBody className="space-y-16">
        {children}
        <section id={points.id} aria-labelledby={`${points.id}-title`} className="scroll-mt-20">
          <h2
            id={`${points.id}-title`}
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {points.title}
          </h2>
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-700">
            {points.intro.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
            <p>
              <SiteLink to={linkTo(moreLink.page)} className={textLinkClass}>
                {moreLink.label}
              </SiteLink>
            </p>
          </div>
        </section>
      </PageBody>
    </>
  );
}
