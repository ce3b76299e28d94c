import type { Supplier } from "~/config/read-env";
import { QuotationDocument, type QuotationDocumentWords } from "~/components/barangay-kit/quotation-document";
import { QUOTATION_DATA } from "~/components/barangay-kit/quotation-ids";
import { PageHeader } from "~/components/page-header/page-header";
import { PaperFields } from "~/components/print/paper-fields";
import { PrintControls } from "~/components/print/print-controls";
import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import type { QuotationPlan } from "~/content/types";

type QuotationWords = {
  request: { title: string; text: readonly string[]; link: string };
  form: {
    title: string;
    plan: string;
    periods: string;
    periodsHint: string;
    periodsError: string;
    needsJavaScript: string;
  };
  controls: { print: string; hint: string };
  document: QuotationDocumentWords;
};

type QuotationPageProps = {
  page: { title: string; subtitle: string };
  text: QuotationWords;
  /** Brisk's details on the estimate (README, the supplier settings); unset, it names none. */
  supplier: Supplier | undefined;
  plans: readonly QuotationPlan[];
  periods: { fewest: number; most: number };
  /** The languages the quotation's dates are written in, the first a browser has. */
  dateLocales: readonly string[];
  /** The contact form with the quotation topic chosen. */
  contactLink: string;
  /** The papers whose links carry the barangay's typed name, in the page's language. */
  papers: readonly string[];
};

const fieldClass =
  "mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 aria-[invalid=true]:border-alert-600";

/**
 * A barangay's price estimate: the plan (and, where the limits allow more than one, the number of
 * periods) to choose, the estimate to print, and how to ask Brisk for a quotation.
 */
export function QuotationPage({
  page,
  text,
  supplier,
  plans,
  periods,
  dateLocales,
  contactLink,
  papers,
}: QuotationPageProps) {
  const data = (name: keyof typeof QUOTATION_DATA) => ({ [QUOTATION_DATA[name]]: "" });
  const choosesPeriods = periods.most > periods.fewest;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={page.title} subtitle={page.subtitle} divider />
      </div>
      <div className="px-4 pb-20 sm:px-6 print:p-0">
        <section
          aria-labelledby="quotation-request"
          className="mx-auto mb-10 max-w-3xl space-y-3 text-slate-700 print:hidden"
        >
          <h2 id="quotation-request" className="text-2xl font-bold text-slate-900">
            {text.request.title}
          </h2>
          {text.request.text.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          <p>
            <SiteLink to={contactLink} {...data("contact")} className={standaloneLinkClass}>
              {text.request.link}
            </SiteLink>
          </p>
        </section>
        <PaperFields carry={papers} />
        <form
          {...data("form")}
          data-periods={periods.fewest}
          className="mx-auto mb-8 max-w-3xl print:hidden"
          noValidate
        >
          {/* Disabled until scripts/quotation.ts runs: without it the choice would change nothing. */}
          <fieldset {...data("fields")} disabled className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-bold text-slate-900">{text.form.title}</legend>
            <div>
              <label htmlFor="quotation-plan" className="font-semibold text-slate-900">
                {text.form.plan}
              </label>
              <select id="quotation-plan" name="plan" className={fieldClass}>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.title} ({plan.price})
                  </option>
                ))}
              </select>
            </div>
            {choosesPeriods ? (
              <div>
                <label htmlFor="quotation-periods" className="font-semibold text-slate-900">
                  {text.form.periods}
                </label>
                <p id="quotation-periods-hint" className="text-sm text-slate-600">
                  {text.form.periodsHint}
                </p>
                <p
                  id="quotation-periods-error"
                  {...data("periodsError")}
                  hidden
                  className="text-sm font-semibold text-alert-600"
                >
                  {text.form.periodsError}
                </p>
                <input
                  id="quotation-periods"
                  name="periods"
                  type="number"
                  inputMode="numeric"
                  min={periods.fewest}
                  max={periods.most}
                  step={1}
                  defaultValue={periods.fewest}
                  aria-describedby="quotation-periods-hint quotation-periods-error"
                  className={fieldClass}
                />
              </div>
            ) : null}
          </fieldset>
          <noscript>
            <p className="mt-4 text-slate-700">{text.form.needsJavaScript}</p>
          </noscript>
        </form>
        <PrintControls text={text.controls} />
        <QuotationDocument
          text={text.document}
          supplier={supplier}
          plans={plans}
          dateLocales={dateLocales}
          periods={periods.fewest}
        />
      </div>
    </>
  );
}
