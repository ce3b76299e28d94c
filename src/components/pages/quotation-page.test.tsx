import { render, screen } from "@testing-library/react";
import type { Supplier } from "~/config/read-env";
import { langs, pathIn, type Lang } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { formatTemplate } from "~/lib/message-template";
import { SiteProvider } from "~/site/ui-text";
import { QuotationPage } from "./quotation-page";
import { quotationPlansOf } from "~/pages/[...lang]/barangay-kit/_figures";
import { translationOf } from "~/i18n/translations";
import { siteContext } from "~/i18n/interface-words";
import { QUOTATION_PERIODS } from "~/content/barangay-kit-structure";

const words = readWords();
const supplier: Supplier = {
  name: "Example Supplier Inc.",
  address: "123 Sample Street, Example City",
  tin: "000-000-000-000",
  philgeps: "TEST-0000",
  paymentMethods: ["Bank transfer", "GCash"],
  quotationValidDays: 30,
};

/** The price estimate's page in a language, with the supplier settings or without, as its module renders it. */
function renderQuotation(
  lang: Lang,
  withSupplier: Supplier | undefined,
  periods: { fewest: number; most: number } = QUOTATION_PERIODS,
) {
  const page = translationOf(words, lang).page("quotation");
  const { form, document, ...text } = translationOf(words, lang).sections("quotation");
  const values = {
    plansUrl: "https://brisk.example/plans",
    plansUrlSet: "yes",
    minPeriods: periods.fewest,
    maxPeriods: periods.most,
  };
  render(
    <SiteProvider site={siteContext(words, { lang: page.lang, path: page.path })}>
      <QuotationPage
        page={page}
        text={{
          ...text,
          form: { ...form, periodsError: formatTemplate(form.periodsError, values, lang) },
          document: { ...document, source: formatTemplate(document.source, values, lang) },
        }}
        supplier={withSupplier}
        plans={quotationPlansOf(translationOf(words, lang), document)}
        periods={periods}
        dateLocales={[`${lang}-PH`]}
        contactLink="/contact?topic=quotation"
        papers={[pathIn("/barangay-kit", lang)]}
      />
    </SiteProvider>,
  );
  return { ...text, document };
}

describe("the price estimate's page", () => {
  it("without the supplier settings, makes an estimate that names no supplier, says it is no quotation and how to get one", () => {
    for (const lang of langs) {
      const text = renderQuotation(lang, undefined);
      expect(screen.getByRole("heading", { level: 2, name: text.request.title })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: text.request.link })).toHaveAttribute(
        "href",
        pathIn("/contact", lang) + "?topic=quotation",
      );
      const estimate = screen.getByRole("article", { name: text.document.title });
      expect(estimate).toHaveTextContent(text.document.notQuotation);
      expect(estimate).not.toHaveTextContent(text.document.tin);
      expect(estimate).not.toHaveTextContent(text.document.payment);
      // One period until the owner answers: no field for them, and every row counts one.
      expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
      expect(screen.getAllByRole("combobox")).toHaveLength(1);
      document.body.innerHTML = "";
    }
  });

  it("with them, prints the supplier's details, the ways to pay and a row for each plan a barangay buys", () => {
    renderQuotation("en", supplier);
    const estimate = screen.getByRole("article", { name: "Price estimate for a barangay plan" });
    expect(estimate).toHaveTextContent("Example Supplier Inc.");
    expect(estimate).toHaveTextContent("TIN: 000-000-000-000 · PhilGEPS registration: TEST-0000");
    expect(estimate).toHaveTextContent("Ways to pay: Bank transfer; GCash");
    expect(estimate).toHaveTextContent("This is not a quotation from Brisk.");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Barangay Special (₱200.00)",
      "Barangay Rural (₱400.00)",
      "Barangay Suburban (₱800.00)",
      "Barangay Urban (₱1,200.00)",
      "Barangay High Urban (₱1,600.00)",
    ]);
  });

  it("asks for the number of periods once the form's limits allow more than one", () => {
    renderQuotation("en", undefined, { fewest: 1, most: 12 });
    expect(screen.getByRole("spinbutton", { name: "Number of periods" })).toHaveAttribute("max", "12");
  });
});
