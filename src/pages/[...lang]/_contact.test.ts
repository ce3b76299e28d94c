// @vitest-environment node
import { BARANGAY_PLANS } from "~/content/constants";
import { langs } from "~/content/langs";
import { readWords } from "~/i18n/read-words";
import { translationOf } from "~/i18n/translations";
import { contactWordsOf, otherWayOf, quotationRequestsOf } from "./_contact";

const words = readWords();
const SOCIAL = { label: "Facebook", url: "https://www.facebook.com/brisk.example" };

describe("the quotation requests", () => {
  it("name each barangay plan on sale and its year, from its card's facts, in each language", () => {
    for (const lang of langs) {
      const t = translationOf(words, lang);
      const { cardFacts } = t.facts();
      const requests = quotationRequestsOf(t);
      // The verification gift is free: there is nothing to quote.
      expect(Object.keys(requests), lang).toEqual(
        BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0).map((plan) => plan.id),
      );
      for (const [id, request] of Object.entries(requests)) {
        expect(request, `${lang} ${id}`).toContain(String(cardFacts[id]!.planTitle));
        expect(request, `${lang} ${id}`).toContain(String(cardFacts[id]!.yearCost));
        expect(request, `${lang} ${id}`).not.toMatch(/[{}]/);
        // The visitor goes on typing after the last words.
        expect(request, `${lang} ${id}`).toMatch(/: $/);
      }
    }
  });

  it("read in English as the plans' table says a year", () => {
    expect(quotationRequestsOf(translationOf(words, "en"))["barangay-rural"]).toBe(
      "We would like a quotation for Barangay Rural: ₱2,800.00 for 7 periods of 60 days (420 days), to cover a year. " +
        "Can several periods be paid at once, and when does each start? Our barangay's name and address: ",
    );
  });
});

describe("the other way to write", () => {
  const form = contactWordsOf(translationOf(words, "en")).form;

  it("is the email address when one is set", () => {
    expect(otherWayOf(form, { email: "team@example.org", social: SOCIAL }, "(opens in a new tab)")).toEqual({
      before: "You can also email us at",
      label: "team@example.org",
      href: "mailto:team@example.org",
    });
  });

  it("is the social page, in a new tab, when none is", () => {
    expect(otherWayOf(form, { social: SOCIAL }, "(opens in a new tab)")).toEqual({
      before: "You can also write to us on",
      label: "Facebook",
      href: SOCIAL.url,
      newTab: "(opens in a new tab)",
    });
  });
});
