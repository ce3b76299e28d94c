import { HomePage } from "~/components/pages/home-page";
import { contactSteps, getStartedLink } from "~/content/contact-steps.fil";
import { homeContent, homePage } from "~/content/home.fil";
import { ui } from "~/content/ui.fil";
import { pageMeta } from "~/site/meta";
import { structuredData } from "~/site/structured-data";

// JSON-LD is for crawlers, which read the pre-rendered HTML, so only the build renders it: the
// client bundle drops it, and hydration passes over the extra <script> in <head> as React 19 does.
export const meta = () => [
  ...pageMeta(homePage),
  ...(import.meta.env.SSR
    ? [{ "script:ld+json": structuredData({ lang: homePage.lang, appDescription: ui.footer.about }) }]
    : []),
];

export default function Home() {
  return <HomePage page={homePage} content={homeContent} steps={contactSteps} moreLink={getStartedLink} />;
}
