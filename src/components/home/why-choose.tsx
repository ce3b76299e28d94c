import type { ReactNode } from "react";

type WhyChooseProps = {
  title: string;
  intro: string;
  /** The cards' grid, under the section's h2: their titles are h3 (index.astro). */
  cards: ReactNode;
};

/** The home page's three reasons to choose Brisk. */
export function WhyChoose({ title, intro, cards }: WhyChooseProps) {
  return (
    <section aria-labelledby="why-choose-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-choose-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{intro}</p>
        </div>
        {cards}
      </div>
    </section>
  );
}
