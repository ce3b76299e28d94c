import type { CouncilTemplateWords } from "~/components/barangay-kit/templates-text";
import { templatesPlainText } from "~/components/barangay-kit/templates-text";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { PrintControls } from "~/components/print/print-controls";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import { DataTable } from "~/components/ui/data-table";
import type { PageWithText } from "~/content/pages";

type CouncilTemplatesPageProps = {
  page: PageWithText;
  text: CouncilTemplateWords & {
    intro: readonly string[];
    controls: { print: string; hint: string };
    plainText: { title: string; text: string; label: string; download: string };
  };
  /** The templates as a text file in the page's language. */
  textFile: string;
};

const sectionTitle = "text-xl font-bold text-slate-900";

/**
 * The council's resolution and the procurement plan's line, to print on one A4 page or to copy as
 * plain text; blanks for what only the barangay knows.
 */
export function CouncilTemplatesPage({ page, text, textFile }: CouncilTemplatesPageProps) {
  const { resolution, procurementLine, plainText } = text;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={page.title} subtitle={page.subtitle} divider />
      </div>
      <PageBody className="max-w-3xl print:p-0">
        <div className="mb-8 space-y-3 text-slate-700 print:hidden">
          {text.intro.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
        <PrintControls text={text.controls} />
        <article
          aria-label={page.title}
          className="space-y-8 bg-white p-5 text-slate-900 shadow-lg ring-1 ring-slate-200 [page:paper] sm:p-10 print:space-y-3 print:p-0 print:text-[9.5pt] print:shadow-none print:ring-0 print:[&_td]:py-1 print:[&_th]:py-1"
        >
          <section
            id="resolution"
            aria-labelledby="resolution-title"
            className="scroll-mt-24 space-y-3 print:space-y-1"
          >
            <h2 id="resolution-title" className={sectionTitle}>
              {resolution.title}
            </h2>
            {resolution.lines.map((line) => (
              <p key={line} className="break-words">
                {line}
              </p>
            ))}
          </section>
          <section
            id="procurement-line"
            aria-labelledby="procurement-line-title"
            className="scroll-mt-24 space-y-3 print:space-y-1"
          >
            <h2 id="procurement-line-title" className={sectionTitle}>
              {procurementLine.title}
            </h2>
            <p>{procurementLine.intro}</p>
            <DataTable
              caption={procurementLine.title}
              columns={procurementLine.columns}
              rows={[procurementLine.row]}
            />
          </section>
        </article>
        <section aria-labelledby="plain-text-title" className="mt-12 space-y-3 print:hidden">
          <h2 id="plain-text-title" className={sectionTitle}>
            {plainText.title}
          </h2>
          <p className="text-slate-700">{plainText.text}</p>
          <label htmlFor="templates-text" className="block font-semibold text-slate-900">
            {plainText.label}
          </label>
          <textarea
            id="templates-text"
            readOnly
            rows={12}
            defaultValue={templatesPlainText(text)}
            className="w-full rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900"
          />
          <p>
            <a href={textFile} download className={standaloneLinkClass}>
              {plainText.download}
            </a>
          </p>
        </section>
      </PageBody>
    </>
  );
}
