import { PageHeader } from "~/components/page-header/page-header";
import { HeroBackground } from "./hero-background";

type HeroProps = {
  title: string;
  text: string;
  actionLabel: string;
  /** In-page target of the call to action, e.g. "#download". */
  actionHref: string;
};

/** The home page's opening: video or still backdrop, the page's h1, and the download call to action. */
export function Hero({ title, text, actionLabel, actionHref }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950">
      <HeroBackground />
      {/* Keeps the white text above 4.5:1 contrast whatever frame of the video is behind it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-brand-950/85 via-brand-950/70 to-brand-950/90 md:bg-gradient-to-r md:from-brand-950/90 md:via-brand-950/70 md:to-brand-950/30"
      />
      <div className="relative mx-auto flex min-h-[min(80vh,640px)] max-w-6xl items-center px-4 py-16 sm:px-6">
        <PageHeader title={title} subtitle={text} variant="hero">
          <a
            href={actionHref}
            className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
          >
            {actionLabel}
          </a>
        </PageHeader>
      </div>
    </section>
  );
}
