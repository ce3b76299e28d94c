// @vitest-environment node
import { langs } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { renderCardText } from "~/i18n/card-body";
import { planComparisonsOf } from "./_plans";
import { translationOf } from "~/i18n/translations";

const words = readWords();

describe("the plan comparisons on /plans", () => {
  it("compare the barangay plans in Filipino: the gift named for what it is, no limit in words, a year's cost", () => {
    const { barangay } = planComparisonsOf(translationOf(words, "fil"));
    expect(barangay.caption).toBe("Paghahambing ng mga barangay plan");
    expect(barangay.columns).toEqual([
      "Plan",
      "Presyo",
      "Points",
      "Validity",
      "Sakop na report",
      "Sa isang taon",
    ]);
    expect(barangay.rows[0]).toEqual([
      "Regalo sa Pag-verify ng Barangay",
      "Libre",
      "250",
      "30 araw",
      "83 hanggang 250",
      "Hindi ibinebenta",
    ]);
    expect(barangay.rows.at(-1)).toEqual([
      "Barangay High Urban",
      "₱1,600.00",
      "Unlimited",
      "150 araw",
      "Walang limit",
      "₱4,800.00 para sa 3 period na tig-150 araw (450 araw)",
    ]);
  });

  it("give each paid barangay plan's year from the facts: its periods that cover 365 days, at its price", () => {
    const { barangay } = planComparisonsOf(translationOf(words, "en"));
    expect(barangay.rows.map((row) => [row[0], row.at(-1)])).toEqual([
      ["Barangay Verification Gift", "Not for sale"],
      ["Barangay Special", "₱2,600.00 for 13 periods of 30 days (390 days)"],
      ["Barangay Rural", "₱2,800.00 for 7 periods of 60 days (420 days)"],
      ["Barangay Suburban", "₱4,000.00 for 5 periods of 90 days (450 days)"],
      ["Barangay Urban", "₱4,800.00 for 4 periods of 120 days (480 days)"],
      ["Barangay High Urban", "₱4,800.00 for 3 periods of 150 days (450 days)"],
    ]);
  });

  it("name the add-ons by their cards' titles, with their refund rules in words", () => {
    const { agency } = planComparisonsOf(translationOf(words, "en"));
    expect(agency.rows).toEqual([
      [
        "Extra Agency Slot",
        "₱500.00",
        "No expiry",
        "Within 24 hours if unused; none after the agency is verified",
      ],
      ["Location Sharing add-on", "₱100.00", "30 days", "Ask us"],
      [
        "Desktop Access",
        "₱15,000.00 per device",
        "365 days from activation",
        "Within 3 days if not activated",
      ],
    ]);
    expect(planComparisonsOf(translationOf(words, "fil")).agency.rows[0]?.[3]).toBe(
      "Sa loob ng 24 oras kung hindi pa nagagamit; hindi na kapag na-verify ang ahensya",
    );
  });
});

describe("/plans, each fact once", () => {
  /** Every word the page shows, its dialogs included: a card's summary is on the card and again atop its dialog. */
  const pageText = async (lang: (typeof langs)[number]) =>
    JSON.stringify([
      translationOf(words, lang).sections("plans"),
      await Promise.all(
        translationOf(words, lang)
          .cards("plans")
          .map(async (card) => [
            card.title,
            card.description,
            card.description,
            card.facts,
            card.text ?? (await renderCardText(words, `${lang}/plans/${card.id}`)),
          ]),
      ),
      planComparisonsOf(translationOf(words, lang)),
      translationOf(words, lang).nextSteps().steps,
    ]);

  it.each(langs)(
    "says 'refund' at most five times in %s: once for each group of plans, and the add-ons' own",
    async (lang) => {
      expect((await pageText(lang)).match(/refund/gi)?.length ?? 0).toBeLessThanOrEqual(5);
    },
  );
});
