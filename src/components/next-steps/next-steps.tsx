import { SiteLink } from "~/components/site-link/site-link";
import { GooglePlayLink } from "~/components/store-buttons/google-play-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import type { PageId } from "~/content/pages";
import type { NextStep } from "~/content/types";
import { cn } from "~/lib/cn";
import { linkTo } from "~/site/links";

/** One next step: who it is for, what to do, and the way to do it (Google Play or the contact form). */
export function NextStepBox({
  step,
  headingLevel = 3,
  className,
}: {
  step: NextStep;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      data-slot="next-step"
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
        className,
      )}
    >
      <div>
        <Heading className="text-lg font-bold text-slate-900">{step.title}</Heading>
        <p className="mt-1 text-slate-700">{step.text}</p>
      </div>
      {step.action === "download" ? (
        <div>
          <GooglePlayLink />
        </div>
      ) : (
        <SiteLink
          to={linkTo("contact", { topic: step.topic })}
          className="inline-flex min-h-12 items-center justify-center self-start rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {step.label}
        </SiteLink>
      )}
    </div>
  );
}

/** A titled row of next steps at the end of a page, one box per kind of visitor. */
export function NextSteps({
  title,
  steps,
  moreLink,
}: {
  title: string;
  steps: readonly NextStep[];
  /** A page that lays out every first step, e.g. /get-started. */
  moreLink?: { page: PageId; label: string };
}) {
  return (
    <section aria-labelledby="next-steps-title" className="mt-16">
      <h2 id="next-steps-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6 space-y-6">
        {steps.map((step) => (
          <NextStepBox key={step.id} step={step} />
        ))}
      </div>
      {moreLink ? (
        <p className="mt-6">
          <SiteLink to={linkTo(moreLink.page)} className={standaloneLinkClass}>
            {moreLink.label}
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}
