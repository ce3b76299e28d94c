import { Phone } from "lucide";
import { HotlineCall } from "~/components/safety/hotline-call";
import { SiteLink } from "~/components/site-link/site-link";
import { StoreButtons } from "~/components/store-buttons/store-buttons";
import { Icon } from "~/components/ui/icon";
import type { ComingSoonPlatformNames } from "~/content/types";
import type { PageId } from "~/content/pages";
import type { NextStep } from "~/content/types";
import { linkTo } from "~/site/links";

type DownloadCtaProps = {
  id: string;
  title: string;
  text: string;
  platformNames: ComingSoonPlatformNames;
  /** For someone in danger now, said once on the page: the words before the hotline's number. */
  emergency: string;
  hotline: string;
  /** For visitors who adopt Brisk rather than download it: barangays and agencies. */
  contactSteps?: readonly Extract<NextStep, { action: "contact" }>[];
  /** A page that lays out every first step, e.g. /get-started. */
  moreLink?: { page: PageId; label: string };
};

/** The call to action with the store buttons, and the hotline for someone in danger now. */
export function DownloadCta({
  id,
  title,
  text,
  platformNames,
  emergency,
  hotline,
  contactSteps = [],
  moreLink,
}: DownloadCtaProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16 bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <StoreButtons platformNames={platformNames} className="mt-10" />
        <p className="mt-8 text-lg font-semibold">
          <Icon icon={Phone} className="mr-2 inline size-5 align-[-0.2em]" />
          <HotlineCall
            lead={emergency}
            hotline={hotline}
            linkClassName="whitespace-nowrap underline underline-offset-4 hover:text-brand-100"
          />
        </p>
        {contactSteps.length ? (
          <ul className="mx-auto mt-10 grid max-w-3xl gap-4 text-left sm:grid-cols-2">
            {contactSteps.map((step) => (
              <li key={step.id} className="rounded-xl bg-white/10 p-5 ring-1 ring-white/15">
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-brand-100">{step.text}</p>
                <SiteLink
                  to={linkTo("contact", { topic: step.topic })}
                  className="mt-3 inline-block font-semibold text-white underline underline-offset-4 hover:text-brand-100"
                >
                  {step.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
        {moreLink ? (
          <p className="mt-8">
            <SiteLink
              to={linkTo(moreLink.page)}
              className="inline-flex min-h-12 items-center font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              {moreLink.label}
            </SiteLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
