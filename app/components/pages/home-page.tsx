import { lazy } from "react";
import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { LaterSection } from "~/components/layout/later-section";
import { Hero } from "~/components/home/hero";
import { WhyChoose } from "~/components/home/why-choose";
import type { contactSteps, getStartedLink } from "~/content/contact-steps";
import type { homeContent } from "~/content/home";
import type { PageWithText } from "~/content/pages";
import type { Translation } from "~/content/types";

const DOWNLOAD_SECTION_ID = "download";

// The store buttons at the foot of the page: pre-rendered into the HTML like the rest, but their
// script (the stores' logos among it) loads after the page's first ones. A store link works as a
// plain link until then, and a coming-soon button pressed before it is answered once it arrives.
const DownloadCta = lazy(() =>
  import("~/components/home/download-cta").then((module) => ({ default: module.DownloadCta })),
);

type HomePageProps = {
  page: PageWithText;
  content: Translation<typeof homeContent>;
  steps: Translation<typeof contactSteps>;
  moreLink: Translation<typeof getStartedLink>;
};

/** The home page: the hero, why Brisk, and where to get it or how to start. */
export function HomePage({ page, content, steps, moreLink }: HomePageProps) {
  return (
    <>
      <Hero
        title={page.title}
        text={content.hero.text}
        actionLabel={content.hero.primaryAction}
        actionHref={`#${DOWNLOAD_SECTION_ID}`}
      />
      <WhyChoose {...content.whyChoose} />
      <LaterSection>
        <DownloadCta
          id={DOWNLOAD_SECTION_ID}
          {...content.callToAction}
          contactSteps={[steps.barangay, steps.agency]}
          moreLink={moreLink}
        />
      </LaterSection>
      <CardDialogHost cards={content.whyChoose.cards} />
    </>
  );
}
