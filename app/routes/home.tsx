import { CardDialogHost } from "~/components/content-card/card-dialog-host";
import { DownloadCta } from "~/components/home/download-cta";
import { Hero } from "~/components/home/hero";
import { WhyChoose } from "~/components/home/why-choose";
import { homeContent } from "~/content/home";
import { contactSteps, getStartedLink } from "~/content/contact-steps";
import { homePage } from "~/content/home";
import { pageMeta } from "~/site/meta";
import { structuredData } from "~/site/structured-data";

const page = homePage;
const DOWNLOAD_SECTION_ID = "download";

// JSON-LD is for crawlers, which read the pre-rendered HTML, so only the build renders it: the
// client bundle drops it, and hydration passes over the extra <script> in <head> as React 19 does.
export const meta = () => [
  ...pageMeta(page),
  ...(import.meta.env.SSR ? [{ "script:ld+json": structuredData() }] : []),
];

export default function HomePage() {
  return (
    <>
      <Hero
        title={page.title}
        text={homeContent.hero.text}
        actionLabel={homeContent.hero.primaryAction}
        actionHref={`#${DOWNLOAD_SECTION_ID}`}
      />
      <WhyChoose {...homeContent.whyChoose} />
      <DownloadCta
        id={DOWNLOAD_SECTION_ID}
        {...homeContent.callToAction}
        contactSteps={[contactSteps.barangay, contactSteps.agency]}
        moreLink={getStartedLink}
      />
      <CardDialogHost cards={homeContent.whyChoose.cards} />
    </>
  );
}
