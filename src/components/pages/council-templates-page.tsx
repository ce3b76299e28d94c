import type { CouncilTemplateWords } from "~/components/barangay-kit/templates-text";
import { templatesPlainText } from "~/components/barangay-kit/templates-text";
import { PageBody } from "~/components/layout/page-body";
import { PageHeader } from "~/components/page-header/page-header";
import { Fillable } from "~/components/print/fillable";
import { PaperFields } from "~/components/print/paper-fields";
import { FILL_DATA, withBlanks } from "~/lib/paper-fill";
import { PrintControls } from "~/components/print/print-controls";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import { DataTable } from "~/components/ui/data-table";
import type { PageWithText } from "~/content/pages";

type CouncilTemplatesPageProps = {
  page: PageWithText;
  text: CouncilTemplateWords & {
    intro: readonly string[];
    controls: { print: string; hint: string };
    twin: { title: string; intro: string; print: string; hint: string };
    plainText: { title: string; text: string; label: string; download: string };
  };
  /** Outside English: the resolution in English, which most councils write in. */
  twin?: { title: string; lines: readonly string[] };
  /** The papers whose links carry the barangay's typed name, in the page's language. */
  papers: readonly string[];
  /** The templates as a text file in the page's language. */
  textFile: string;
};

const sectionTitle = "text-xl font-bold text-slate-900";
const paperClass =
  "paper-sheet space-y-8 bg-white p-5 text-slate-900 shadow-lg ring-1 ring-slate-200 [page:paper] sm:p-10 print:space-y-2 print:p-0 print:text-[8.5pt] print:leading-snug print:shadow-none print:ring-0 print:[&_td]:py-1 print:[&_th]:py-1";

/** A resolution's paragraphs, its barangay's name a blank the typed name fills. */
function Resolution({ id, title, lines }: { id: string; title: string; lines: readonly string[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3 print:space-y-1">
      <h2 id={`${id}-title`} className={sectionTitle}>
        {title}
      </h2>
      {lines.map((line) => (
        <p key={line} className="break-words">
          <Fillable text={line} />
        </p>
      ))}
    </section>
  );
}

/**
 * The council's resolution and the procurement plan's line, to print on one A4 page or to copy as
 * plain text; blanks for what only the barangay knows, its name filled once typed. Outside English,
 * the resolution in English follows, printed on its own from its own button.
 */
export function CouncilTemplatesPage({ page, text, twin, papers, textFile }: CouncilTemplatesPageProps) {
  const { resolution, procurementLine, plainText } = text;
  const plain = templatesPlainText(text, twin && { title: text.twin.title, lines: twin.lines });
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
          {twin ? (
            <p>
              <a href="#resolution-en" className={standaloneLinkClass}>
                {text.twin.title}
              </a>
            </p>
          ) : null}
        </div>
        <PaperFields carry={papers} />
        <PrintControls text={text.controls} />
        <article aria-label={page.title} className={`print-main ${paperClass}`}>
          <Resolution id="resolution" title={resolution.title} lines={resolution.lines} />
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
              stack
            />
          </section>
        </article>
        {twin ? (
          <section aria-labelledby="twin-title" className="print-twin mt-12 space-y-4">
            <div className="space-y-3 print:hidden">
              <h2 id="twin-title" className={sectionTitle}>
                {text.twin.title}
              </h2>
              <p className="text-slate-700">{text.twin.intro}</p>
            </div>
            <PrintControls text={{ print: text.twin.print, hint: text.twin.hint }} target="twin" />
            <div lang="en" className={paperClass}>
              <Resolution id="resolution-en" title={twin.title} lines={twin.lines} />
            </div>
          </section>
        ) : null}
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
            defaultValue={withBlanks(plain)}
            {...{ [FILL_DATA.text]: plain }}
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
