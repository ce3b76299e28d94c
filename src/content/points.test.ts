// @vitest-environment node
import { createHash } from "node:crypto";
import * as constants from "./constants";
import { BARANGAY_PLANS, PERSONAL_PLANS, PRICES_DATE, type PointsPlan } from "./constants";
import { paidPlanPrices, pricePerPoint, reportPrices, reportsCoveredRange, yearOfPlan } from "./derived";
import { langs, type Lang } from "./langs";
import { readWords } from "~/i18n/read-words";
import { translationOf } from "~/i18n/translations";

describe("what points buy", () => {
  it("counts the reports a number of points covers, rounding down", () => {
    expect(reportsCoveredRange(1000)).toEqual({ fewest: 333, most: 1000 });
    expect(reportsCoveredRange(5)).toEqual({ fewest: 1, most: 5 });
    expect(reportsCoveredRange(2)).toEqual({ fewest: 0, most: 2 });
    expect(reportsCoveredRange("unlimited")).toBeUndefined();
  });
});

describe("the date the printed papers give for the prices", () => {
  it("moves with the prices: change PRICES_DATE, then this fingerprint, when a price changes", () => {
    const prices = JSON.stringify([
      constants.PERSONAL_PLANS,
      constants.BARANGAY_PLANS,
      constants.EXTRA_AGENCY_SLOT.pricePhp,
      constants.LOCATION_SHARING_ADDON,
      constants.DESKTOP_ACCESS.pricePhp,
    ]);
    const fingerprint = createHash("sha256").update(prices).digest("hex").slice(0, 16);
    expect({ fingerprint, PRICES_DATE }).toEqual({
      fingerprint: "1796708ffcc68f0a",
      PRICES_DATE: "2026-12-02",
    });
  });
});

describe("what a barangay plan costs a year", () => {
  it("counts the fewest periods, one after another, that cover 365 days, at the plan's price each", () => {
    const year = (id: string) => yearOfPlan(BARANGAY_PLANS.find((plan) => plan.id === id)!);
    expect(year("barangay-special")).toEqual({ periods: 13, days: 390, pricePhp: 2600 });
    expect(year("barangay-rural")).toEqual({ periods: 7, days: 420, pricePhp: 2800 });
    expect(year("barangay-suburban")).toEqual({ periods: 5, days: 450, pricePhp: 4000 });
    expect(year("barangay-urban")).toEqual({ periods: 4, days: 480, pricePhp: 4800 });
    expect(year("barangay-high-urban")).toEqual({ periods: 3, days: 450, pricePhp: 4800 });
  });

  it("needs no extra period when the periods end on the year's last day", () => {
    expect(yearOfPlan({ pricePhp: 100, validityDays: 365 })).toEqual({
      periods: 1,
      days: 365,
      pricePhp: 100,
    });
    expect(yearOfPlan({ pricePhp: 100, validityDays: 73 })).toEqual({ periods: 5, days: 365, pricePhp: 500 });
  });
});

describe("what a point costs", () => {
  const plan = (pricePhp: number, points: PointsPlan["points"]): PointsPlan => ({
    id: `p${pricePhp}`,
    name: `P${pricePhp}`,
    pricePhp,
    points,
    validityDays: 30,
  });

  it("is the same on every paid plan of the spec, free and unlimited plans aside", () => {
    expect(pricePerPoint([...BARANGAY_PLANS, ...PERSONAL_PLANS])).toBe(0.2);
  });

  it("fails the build when two paid plans price a point differently", () => {
    expect(() => pricePerPoint([plan(200, 1000), plan(300, 1000)])).toThrow(/a point/);
    expect(() => pricePerPoint([plan(0, 250), plan(1600, "unlimited")])).toThrow();
  });

  it("gives /plans its figures: the price a point, the unlimited plans left out, a report's price", () => {
    const prices = paidPlanPrices([...BARANGAY_PLANS, ...PERSONAL_PLANS]);
    expect(prices.perPoint).toBe(0.2);
    expect(prices.unlimitedPlans.map((plan) => plan.name)).toEqual(["High Urban"]);
    expect(prices.perReport.map((row) => row.agencies)).toEqual([1, 2, 3]);
  });

  it("prices one report by the agencies it goes to", () => {
    expect(reportPrices(0.2).map((row) => [row.agencies, row.pricePhp.toFixed(2)])).toEqual([
      [1, "0.20"],
      [2, "0.40"],
      [3, "0.60"],
    ]);
  });
});

describe("the budgeting sentence on /plans", () => {
  const words = readWords();
  const introIn = (lang: Lang) => translationOf(words, lang).sections("plans").intro.join(" ");
  it("gives the price of a point and of one report by agencies, in every language", () => {
    expect(introIn("en")).toContain(
      "A point costs ₱0.20 on every paid plan, except Barangay High Urban, which has unlimited points.",
    );
    expect(introIn("en")).toContain("one report costs ₱0.20 for 1 agency, ₱0.40 for 2 and ₱0.60 for 3.");
    // Prices read the same in every language (phrasing.test.ts).
    for (const lang of langs)
      for (const price of ["₱0.20", "₱0.40", "₱0.60"]) expect(introIn(lang), lang).toContain(price);
  });
});
