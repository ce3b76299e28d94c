import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import { BulletList } from "~/components/ui/bullet-list";
import { PaperFields } from "~/components/print/paper-fields";
import type { PageWithText } from "~/content/pages";

/** A step of the kit in order, its link (a registry path with its hash) where it has one. */
export type KitStep = {
  id: string;
  title: string;
  text: readonly string[];
  link?: { text: string; to: string };
};

type BarangayKitWords = {
  steps: { title: string; items: readonly KitStep[] };
  authority: { title: string; text: readonly string[] };
  ask: { title: string; items: readonly string[] };
  keep: { title: string; items: readonly string[] };
  /** Each printable paper: its page's name (the link's words), a sentence, and its registry path. */
  papers: { title: string; items: readonly { id: string; name: string; text: string; to: string }[] };
};

const sectionTitle = "text-2xl font-bold tracking-tight text-slate-900 print:text-[12pt]";

/** How a barangay buys a Brisk plan: the steps in order, the law behind the council's part, and the papers. */
export function BarangayKitPage({
  page,
  text,
  papers,
}: {
  page: PageWithText;
  text: BarangayKitWords;
  /** The papers whose links carry the barangay's typed name, in the page's language. */
  papers: readonly string[];
}) {
  return (
    <>
      {/* In print, the page is a one-sheet checklist for the council: smaller, without the papers' links. */}
      <div className="[page:paper] print:text-[9pt] print:[&_header]:p-0 print:[&_header_h1]:text-[16pt] print:[&_header_p]:mt-1 print:[&_header_p]:text-[9pt]">
        <PageHeader title={page.title} subtitle={page.subtitle} />
      </div>
      <PageBody className="[page:paper] print:p-0 print:text-[8.5pt]">
        <div className="mx-auto max-w-3xl space-y-14 text-slate-700 print:space-y-2.5 print:leading-snug">
          <section aria-labelledby="kit-steps">
            <h2 id="kit-steps" className={sectionTitle}>
              {text.steps.title}
            </h2>
            <ol className="mt-6 space-y-8 print:mt-1 print:space-y-1">
              {text.steps.items.map((step, index) => (
                <li key={step.id} id={`step-${step.id}`} className="flex gap-4 print:gap-2">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white print:size-6"
                  >
                    {index + 1}
                  </span>
                  <div className="space-y-2 print:space-y-0.5">
                    <h3 className="text-lg font-semibold text-slate-900 print:text-[10pt]">{step.title}</h3>
                    {step.text.map((sentence) => (
                      <p key={sentence}>{sentence}</p>
                    ))}
                    {step.link && (
                      <SiteLink to={step.link.to} className={`${standaloneLinkClass} print:hidden`}>
                        {step.link.text}
                      </SiteLink>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section
            aria-labelledby="kit-authority"
            className="space-y-3 rounded-xl bg-brand-50 p-6 print:space-y-0.5 print:px-2 print:py-1.5"
          >
            <h2 id="kit-authority" className="text-xl font-bold text-slate-900 print:text-[11pt]">
              {text.authority.title}
            </h2>
            {text.authority.text.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </section>

          <div className="grid gap-10 sm:grid-cols-2 print:grid-cols-2 print:gap-4">
            {(
              [
                ["kit-ask", text.ask],
                ["kit-keep", text.keep],
              ] as const
            ).map(([id, list]) => (
              <section key={id} aria-labelledby={id} className="space-y-3 print:space-y-1">
                <h2 id={id} className="text-xl font-bold text-slate-900 print:text-[11pt]">
                  {list.title}
                </h2>
                <BulletList items={list.items} className="print:space-y-0.5" />
              </section>
            ))}
          </div>

          <section aria-labelledby="kit-papers" className="print:hidden">
            <h2 id="kit-papers" className={sectionTitle}>
              {text.papers.title}
            </h2>
            <PaperFields carry={papers} className="mt-6 mb-0" />
            <ul className="mt-6 grid gap-4">
              {text.papers.items.map((paper) => (
                <li key={paper.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <SiteLink to={paper.to} className={`${standaloneLinkClass} text-lg`}>
                    {paper.name}
                  </SiteLink>
                  <p className="mt-1">{paper.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </PageBody>
    </>
  );
}
