import { cn } from "~/lib/cn";
import type { Supplier } from "~/config/read-env";
import { formatPeso } from "~/lib/numbers";
import type { QuotationPlan } from "~/content/types";
import { BulletList } from "~/components/ui/bullet-list";
import { Fillable } from "~/components/print/fillable";
import { fillTokens } from "~/lib/paper-fill";
import { QUOTATION_DATA } from "./quotation-ids";

/** The price estimate's words (src/content/<lang>/quotation.yaml's `document`), its source said. */
export type QuotationDocumentWords = {
  title: string;
  notQuotation: string;
  tin: string;
  philgeps: string;
  date: string;
  validUntil: string;
  buyer: string;
  columns: { item: string; unitPrice: string; quantity: string; amount: string };
  total: string;
  payment: string;
  rules: readonly string[];
  source: string;
};

type QuotationDocumentProps = {
  text: QuotationDocumentWords;
  /** Brisk's details (the supplier settings); unset, the estimate names none. */
  supplier: Supplier | undefined;
  plans: readonly QuotationPlan[];
  /** The language tags the script writes the dates in, the first the browser has: ["fil-PH"]. */
  dateLocales: readonly string[];
  /** The periods the quotation counts before the visitor chooses (scripts/quotation.ts reads the choice). */
  periods: number;
};

/** A line to write on by hand, as on a printed form. */
const blank = (
  <span className="inline-block w-full max-w-60 border-b border-slate-500 align-bottom">&nbsp;</span>
);

// Narrow on a phone, as is the sheet's own padding there, so that its four columns fit 320 px.
const cell = "border-t border-slate-300 px-1 py-2 align-top sm:px-2";

/**
 * The price estimate as printed: that it is not a quotation from Brisk, the supplier where its settings
 * are set, its date (and validity), the barangay (a blank its typed name fills), the plan and periods
 * chosen, the total, how to pay and the plans' rules. Every plan's row is in the HTML with the first
 * number of periods, the first plan shown; scripts/quotation.ts shows the chosen one, counts its
 * periods and writes the dates, which a page built once cannot know.
 */
export function QuotationDocument({ text, supplier, plans, dateLocales, periods }: QuotationDocumentProps) {
  const data = (name: keyof typeof QUOTATION_DATA, value = "") => ({ [QUOTATION_DATA[name]]: value });
  return (
    <article
      aria-labelledby="quotation-title"
      {...data("document")}
      data-valid-days={supplier?.quotationValidDays}
      data-locale={dateLocales.join(",")}
      className="mx-auto w-full max-w-3xl space-y-5 bg-white p-3 text-slate-900 shadow-lg ring-1 ring-slate-200 [page:paper] sm:p-10 print:max-w-none print:space-y-3 print:p-0 print:text-[10pt] print:shadow-none print:ring-0"
    >
      {supplier ? (
        <div>
          <p className="text-lg font-bold">{supplier.name}</p>
          <p>{supplier.address}</p>
          <p className="text-sm">
            {text.tin}: {supplier.tin} · {text.philgeps}: {supplier.philgeps}
          </p>
        </div>
      ) : null}
      <div>
        <h2 id="quotation-title" className="text-2xl font-bold tracking-wide">
          {text.title}
        </h2>
        <p className="mt-2 font-semibold">{text.notQuotation}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">{text.date}</dt>
        <dd {...data("date")}>{blank}</dd>
        {supplier ? (
          <>
            <dt className="font-semibold">{text.validUntil}</dt>
            <dd {...data("validUntil")}>{blank}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{text.buyer}</dt>
        <dd>
          <Fillable text={fillTokens.barangay} />
        </dd>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-xs sm:text-sm">
          <thead>
            <tr>
              {(["item", "unitPrice", "quantity", "amount"] as const).map((column) => (
                // The item's name reads from the left; the numbers line up on the right.
                <th
                  key={column}
                  scope="col"
                  className={cn("px-1 py-2 sm:px-2", column !== "item" && "text-right")}
                >
                  {text.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plans.map((plan, index) => (
              <tr key={plan.id} {...data("row", plan.id)} data-price={plan.pricePhp} hidden={index > 0}>
                <th scope="row" className={`${cell} font-normal`}>
                  <span className="block font-semibold">{plan.title}</span>
                  <span className="block text-slate-700">{plan.detail}</span>
                  <span className="block text-slate-700">{plan.year}</span>
                </th>
                <td className={`${cell} text-right whitespace-nowrap`}>{plan.price}</td>
                <td className={`${cell} text-right`} {...data("quantity")}>
                  {periods}
                </td>
                <td className={`${cell} text-right whitespace-nowrap`} {...data("amount")}>
                  {formatPeso(plan.pricePhp * periods)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={`${cell} text-right`}>
                {text.total}
              </th>
              <td className={`${cell} text-right font-bold whitespace-nowrap`} {...data("total")}>
                {plans[0] && formatPeso(plans[0].pricePhp * periods)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {supplier ? (
        <p>
          <span className="font-semibold">{text.payment}:</span> {supplier.paymentMethods.join("; ")}
        </p>
      ) : null}
      <BulletList items={text.rules} className="text-sm" />
      <p className="text-sm text-slate-600">{text.source}</p>
    </article>
  );
}
