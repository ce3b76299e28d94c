// @vitest-environment node
import { BARANGAY_PLANS } from "~/content/constants";
import { langs } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { planSheetTableOf, quotationPlansOf } from "./_figures";
import { translationOf } from "~/i18n/translations";

const words = readWords();

describe("the barangay kit's figures", () => {
  it("put every barangay plan on the plan sheet, with what a report costs to 1 agency and to 3, and a year's cost", () => {
    const table = planSheetTableOf(translationOf(words, "en"), {
      column: "Price per report",
      unlimited: "Depends",
    });
    expect(table.columns).toEqual([
      "Plan",
      "Price",
      "Points",
      "Valid for",
      "Reports covered",
      "Price per report",
      "For a year",
    ]);
    expect(table.rows).toHaveLength(BARANGAY_PLANS.length);
    expect(table.rows[0]).toEqual([
      "Barangay Verification Gift",
      "Free",
      "250",
      "30 days",
      "83 to 250",
      "Free",
      "Not for sale",
    ]);
    expect(table.rows[2]).toEqual([
      "Barangay Rural",
      "₱400.00",
      "2,000",
      "60 days",
      "666 to 2,000",
      "₱0.20 to ₱0.60",
      "₱2,800.00 for 7 periods of 60 days (420 days)",
    ]);
    expect(table.rows.at(-1)).toEqual([
      "Barangay High Urban",
      "₱1,600.00",
      "Unlimited",
      "150 days",
      "No limit",
      "Depends",
      "₱4,800.00 for 3 periods of 150 days (450 days)",
    ]);
  });

  it("let a quotation name every plan a barangay buys, never the free gift, with its period in words", () => {
    for (const lang of langs) {
      const { document } = translationOf(words, lang).sections("quotation");
      const plans = quotationPlansOf(translationOf(words, lang), document);
      expect(plans.map((plan) => plan.pricePhp)).toEqual(
        BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0).map((plan) => plan.pricePhp),
      );
    }
    const { document } = translationOf(words, "fil").sections("quotation");
    expect(quotationPlansOf(translationOf(words, "fil"), document)[1]).toEqual({
      id: "barangay-rural",
      title: "Barangay Rural",
      price: "₱400.00",
      pricePhp: 400,
      detail: "2,000 points, valid nang 60 araw",
      year: "Sa isang taon: ₱2,800.00 para sa 7 period na tig-60 araw (420 araw)",
    });
  });
});
