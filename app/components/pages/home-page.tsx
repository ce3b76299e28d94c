import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { DownloadCta } from "~/components/home/download-cta";
import { Hero } from "~/components/home/hero";
import { WhyChoose } from "~/components/home/why-choose";
import type { contactSteps, getStartedLink } from "~/content/contact-steps";
import type { homeContent } from "~/content/home";
import type { PageWithText } from "~/content/pages";
import type { Translation } from "~/content/types";

const DOWNLOAD_SECTION_ID = "download";

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
      <DownloadCta
        id={DOWNLOAD_SECTION_ID}
        {...content.callToAction}
        contactSteps={[steps.barangay, steps.agency]}
        moreLink={moreLink}
      />
      <CardDialogHost cards={content.whyChoose.cards} />
    </>
  );
}
