import { render, screen } from "@testing-library/react";
import type { Supplier } from "~/config/read-env";
import { langs, pathIn, type Lang } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { formatTemplate } from "~/lib/message-template";
import { SiteProvider } from "~/site/ui-text";
import { QuotationPage } from "./quotation-page";
import { quotationPlansOf } from "~/pages/[...lang]/barangay-kit/_figures";
import { translationOf } from "~/i18n/translations";
import { siteContext } from "~/i18n/languages";

const words = readWords();
const supplier: Supplier = {
  name: "Example Supplier Inc.",
  address: "123 Sample Street, Example City",
  tin: "000-000-000-000",
  philgeps: "TEST-0000",
  paymentMethods: ["Bank transfer", "GCash"],
  quotationValidDays: 30,
};

/** The quotation page in a language, with the supplier settings or without, as its module renders it. */
function renderQuotation(lang: Lang, withSupplier: Supplier | undefined) {
  const page = translationOf(words, lang).page("quotation");
  const { form, document, ...text } = translationOf(words, lang).sections("quotation");
  const values = { plansUrl: "https://brisk.example/plans", minPeriods: 1, maxPeriods: 12 };
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
        plans={quotationPlansOf(translationOf(words, lang), document.item)}
        periods={{ fewest: 1, most: 12 }}
        dateLocales={[`${lang}-PH`]}
        contactLink="/contact?topic=quotation"
      />
    </SiteProvider>,
  );
  return text;
}

describe("the quotation page", () => {
  it("without the supplier settings, says how to ask for a quotation and links to the form on its topic", () => {
    for (const lang of langs) {
      const text = renderQuotation(lang, undefined);
      expect(screen.getByRole("heading", { level: 2, name: text.request.title })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: text.request.link })).toHaveAttribute(
        "href",
        pathIn("/contact", lang) + "?topic=quotation",
      );
      expect(screen.queryByRole("article")).not.toBeInTheDocument();
      expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
      document.body.innerHTML = "";
    }
  });

  it("with them, prints the supplier's details, the ways to pay and a row for each plan a barangay buys", () => {
    renderQuotation("en", supplier);
    const quotation = screen.getByRole("article", { name: "Quotation" });
    expect(quotation).toHaveTextContent("Example Supplier Inc.");
    expect(quotation).toHaveTextContent("TIN: 000-000-000-000 · PhilGEPS registration: TEST-0000");
    expect(quotation).toHaveTextContent("Ways to pay: Bank transfer; GCash");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Barangay Special (₱200.00)",
      "Barangay Rural (₱400.00)",
      "Barangay Suburban (₱800.00)",
      "Barangay Urban (₱1,200.00)",
      "Barangay High Urban (₱1,600.00)",
    ]);
  });
});
