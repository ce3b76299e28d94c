// @vitest-environment node
import { answerFor } from "~/components/plans/plan-finder-text";
import { readWords } from "~/i18n/read-words";
import { recommendPlan as recommend } from "~/lib/plan-finder-rule";
import { BARANGAY_PLANS, type PointsPlan } from "./constants";
import { langInfo, langs, type Lang } from "./langs";
import {
  planFinderExample,
  planFinderNumbers,
  purchasableBarangayPlans,
  recommendPlan,
  type Usage,
} from "./plan-finder-rule";
import { finderPlansOf } from "~/pages/[...lang]/_plans";
import { translationOf } from "~/i18n/translations";

const usage = (reportsPerMonth: number, agenciesPerReport = 1): Usage => ({
  reportsPerMonth,
  agenciesPerReport,
});
const recommended = (value: Usage) => recommendPlan(value)?.plan.name;

describe("recommendPlan with the barangay plans on sale", () => {
  // With the spec's plans: Special and Rural last while points a month ≤ 1,000, Suburban ≤ 1,333,
  // Urban ≤ 1,500; High Urban is unlimited. Special and Rural cost the same a day.
  it.each([
    [usage(1), "Rural"],
    [usage(1000), "Rural"],
    [usage(1001), "Suburban"],
    [usage(1333), "Suburban"],
    [usage(1334), "Urban"],
    [usage(1500), "Urban"],
    [usage(1501), "High Urban"],
    [usage(500, 2), "Rural"],
    [usage(501, 2), "Suburban"],
    [usage(333, 3), "Rural"],
    [usage(334, 3), "Suburban"],
    [usage(500, 3), "Urban"],
    [usage(501, 3), "High Urban"],
    [usage(1_000_000, 3), "High Urban"],
  ])("%o gets %s", (value, name) => {
    expect(recommended(value)).toBe(name);
  });

  it("counts the points needed over the recommended plan's validity", () => {
    expect(recommendPlan(usage(1000))).toMatchObject({ pointsNeeded: 2000 });
    expect(recommendPlan(usage(1333))).toMatchObject({ pointsNeeded: 3999 });
    expect(recommendPlan(usage(500, 3))).toMatchObject({ pointsNeeded: 6000 });
    expect(recommendPlan(usage(1_000_000, 3))).toMatchObject({ pointsNeeded: 15_000_000 });
  });

  it("names the plan it passed over at the same price a day", () => {
    expect(recommendPlan(usage(10))?.shorterAtSamePrice.map((plan) => plan.name)).toEqual(["Special"]);
    expect(recommendPlan(usage(1001))?.shorterAtSamePrice).toEqual([]);
  });

  it("never recommends the verification gift, which is not for sale", () => {
    expect(purchasableBarangayPlans.map((plan) => plan.name)).not.toContain("Verification gift");
    expect(purchasableBarangayPlans).toHaveLength(BARANGAY_PLANS.length - 1);
  });
});

describe("the rule's worked example", () => {
  it("is whole numbers: the points a month and a day its usage needs", () => {
    expect(planFinderExample).toEqual({
      reportsPerMonth: 300,
      agenciesPerReport: 2,
      pointsPerMonth: 600,
      pointsPerDay: 20,
    });
    expect(Number.isInteger(planFinderExample.pointsPerDay)).toBe(true);
    expect(recommendPlan(planFinderExample)?.pointsPerDay).toBe(planFinderExample.pointsPerDay);
  });
});

describe("recommendPlan's rule", () => {
  const plan = (name: string, pricePhp: number, points: PointsPlan["points"], validityDays: number) => ({
    id: name,
    name,
    pricePhp,
    points,
    validityDays,
  });

  it("prefers the lower price a day, then the longer validity", () => {
    const cheap = plan("cheap", 300, 100, 30);
    const dear = plan("dear", 100, 100, 5);
    expect(recommendPlan(usage(1), [dear, cheap])?.plan).toBe(cheap);
    const short = plan("short", 100, 1000, 30);
    const long = plan("long", 200, 1000, 60);
    expect(recommendPlan(usage(1), [short, long])?.plan).toBe(long);
  });

  it("rounds the points needed up, and finds nothing when no plan lasts", () => {
    const fortyFive = plan("forty-five", 10, 2, 45);
    expect(recommendPlan(usage(1), [fortyFive])?.pointsNeeded).toBe(2);
    expect(recommendPlan(usage(2), [fortyFive])).toBeUndefined();
  });
});

describe("the finder's answer", () => {
  const words = readWords();
  const answerIn = (lang: Lang, value: Usage) => {
    const plans = finderPlansOf(translationOf(words, lang));
    const recommendation = recommend(value, plans, planFinderNumbers);
    if (!recommendation) throw new Error("no recommendation");
    return answerFor(
      translationOf(words, lang).sections("plans").finder.answer,
      recommendation,
      value,
      langInfo[lang].code,
    );
  };

  it("names the plan by its card title first, then gives the reasons with the numbers, and a year's cost", () => {
    const { title, reasons, openCard } = answerIn("en", usage(1000));
    expect(title).toBe("Barangay Rural");
    expect(reasons.join(" ")).toBe(
      "1,000 reports a month, each sent to 1 agency, use about 33.33 points a day. " +
        "Over this plan's 60 days that is 2,000 points, and the plan has 2,000 points. " +
        "It costs ₱400.00 for 60 days, or ₱6.67 a day: the lowest price a day of the plans whose points last. " +
        "For a year: ₱2,800.00 for 7 periods of 60 days (420 days). " +
        "Barangay Special costs the same a day and less to buy now: ₱200.00 for 30 days. It fits too, but you would renew it more often.",
    );
    expect(openCard).toBe("Read about Barangay Rural");
  });

  it.each(langs)("gives the year's cost in %s, as the plans' table says it", (lang) => {
    const { title, reasons } = answerIn(lang, usage(1450));
    expect(title).toBe("Barangay Urban");
    const yearCost = String(translationOf(words, lang).facts().cardFacts["barangay-urban"]?.yearCost);
    // The table's cell (_plans.test.ts reads it in English), in the answer's sentence for a year.
    expect(yearCost).toContain("₱4,800.00");
    expect(reasons.some((reason) => reason.includes(yearCost))).toBe(true);
  });

  it.each([
    [
      "en",
      "₱400.00 for 60 days",
      "Barangay Special costs the same a day and less to buy now: ₱200.00 for 30 days.",
    ],
    [
      "fil",
      "₱400.00 para sa 60 araw",
      "Pareho ang presyo kada araw ng Barangay Special at mas mura itong bilhin ngayon: ₱200.00 para sa 30 araw.",
    ],
  ] as const)(
    "at the tie in %s, names the longer plan first, then the cheaper one to buy now",
    (lang, longer, cheaper) => {
      const { title, reasons } = answerIn(lang, usage(10));
      expect(title).toBe("Barangay Rural");
      expect(reasons.at(-1)).toContain(cheaper);
      expect(reasons.join(" ")).toContain(longer);
    },
  );

  it("names no cheaper plan when none ties", () => {
    expect(answerIn("en", usage(1001)).reasons).toHaveLength(4);
  });

  it("says an unlimited plan always covers the need", () => {
    const { title, reasons } = answerIn("en", usage(2000));
    expect(title).toBe("Barangay High Urban");
    expect(reasons[1]).toBe(
      "Over this plan's 150 days that is 10,000 points. It has unlimited points, so it always covers you.",
    );
  });
});
