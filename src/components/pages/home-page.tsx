import { Hero } from "~/components/home/hero";
import { DownloadCta } from "~/components/home/download-cta";
import { WhyChoose } from "~/components/home/why-choose";
import type { contactSteps, getStartedLink } from "~/content/contact-steps";
import type { homeContent } from "~/content/home";
import type { PageWithText } from "~/content/pages";
import type { Translation } from "~/content/types";
import type { PageCard } from "~/site/full-texts";

const DOWNLOAD_SECTION_ID = "download";

type HomePageProps = {
  page: PageWithText;
  content: Translation<typeof homeContent>;
  /** The "Why Choose" cards with their full texts. */
  cards: readonly PageCard[];
  steps: Translation<typeof contactSteps>;
  moreLink: Translation<typeof getStartedLink>;
};

/** The home page: the hero, why Brisk, and where to get it or how to start. */
export function HomePage({ page, content, cards, steps, moreLink }: HomePageProps) {
  return (
    <>
      <Hero
        title={page.title}
        text={content.hero.text}
        actionLabel={content.hero.primaryAction}
        actionHref={`#${DOWNLOAD_SECTION_ID}`}
      />
      <WhyChoose {...content.whyChoose} cards={cards} />
      <DownloadCta
        id={DOWNLOAD_SECTION_ID}
        {...content.callToAction}
        contactSteps={[steps.barangay, steps.agency]}
        moreLink={moreLink}
      />
    </>
  );
}
