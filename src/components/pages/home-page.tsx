import type { ReactNode } from "react";
import { Hero } from "~/components/home/hero";
import { DownloadCta } from "~/components/home/download-cta";
import { WhyChoose } from "~/components/home/why-choose";
import type { PageId, PageWithText } from "~/content/pages";
import type { ComingSoonPlatformNames, NextStep } from "~/content/types";

const DOWNLOAD_SECTION_ID = "download";

/** The home page's words, section by section (src/content/<lang>/home.yaml). */
type HomeWords = {
  /** The first screen, over the background video: the sentences under the h1, the store button's words. */
  hero: { text: string; primaryAction: string };
  /** The "Why Choose" section over its cards. */
  whyChoose: { title: string; intro: string };
  /**
   * The closing section above the store buttons, the names on its coming-soon buttons, and the line
   * under them for someone in danger now: its words before the hotline's number, and the number.
   */
  callToAction: {
    title: string;
    text: string;
    platformNames: ComingSoonPlatformNames;
    emergency: string;
    hotline: string;
  };
};

type HomePageProps = {
  page: PageWithText;
  content: HomeWords;
  /** The "Why Choose" cards with their full texts: their grid (content-card/card-grid.astro), a slot of the page module. */
  cards: ReactNode;
  /** The next steps of those who adopt Brisk rather than download it: barangays and agencies. */
  steps: readonly Extract<NextStep, { action: "contact" }>[];
  /** The link to the page that lays out every first step. */
  moreLink: { page: PageId; label: string };
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
        contactSteps={steps}
        moreLink={moreLink}
      />
    </>
  );
}
