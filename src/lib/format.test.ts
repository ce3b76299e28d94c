// @vitest-environment node
import {
  formatCount,
  formatDays,
  formatDecimal,
  formatHours,
  formatIsoDate,
  formatList,
  formatMinutesRange,
  formatMonths,
  formatPoints,
  formatPrice,
} from "./format";

describe("formatters", () => {
  it("formats prices in pesos, and zero as Free", () => {
    expect(formatPrice(1200)).toBe("₱1,200.00");
    expect(formatPrice(1)).toBe("₱1.00");
    expect(formatPrice(15000)).toBe("₱15,000.00");
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(1234567.5)).toBe("₱1,234,567.50");
  });

  it("writes an ISO date as month, day and year", () => {
    expect(formatIsoDate("2026-12-01")).toBe("December 1, 2026");
    expect(formatIsoDate("2027-01-31")).toBe("January 31, 2027");
  });

  it("formats decimals to two places at most", () => {
    expect(formatDecimal(10 / 3)).toBe("3.33");
    expect(formatDecimal(1 / 30)).toBe("0.03");
    expect(formatDecimal(6.5)).toBe("6.5");
    expect(formatDecimal(1000)).toBe("1,000");
    expect(formatDecimal(100000 / 3)).toBe("33,333.33");
  });

  it("formats points and counts, and no limit as words", () => {
    expect(formatPoints(1000)).toBe("1,000 points");
    expect(formatPoints(1)).toBe("1 point");
    expect(formatPoints("unlimited")).toBe("Unlimited points");
    expect(formatCount(6000)).toBe("6,000");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000000)).toBe("1,000,000");
  });

  it("formats spans of time", () => {
    expect(formatDays(30)).toBe("30 days");
    expect(formatDays(365)).toBe("365 days");
    expect(formatHours(24)).toBe("24 hours");
    expect(formatHours(8)).toBe("8 hours");
    expect(formatHours(72)).toBe("3 days");
    expect(formatMonths(6)).toBe("6 months");
    expect(formatMonths(24)).toBe("2 years");
    expect(formatMinutesRange(4, 15)).toBe("4–15 minutes");
  });

  it("joins lists without a serial comma", () => {
    expect(formatList(["a", "b", "c"])).toBe("a, b and c");
    expect(formatList(["a", "b"], "or")).toBe("a or b");
    expect(formatList(["a"])).toBe("a");
    expect(formatList(["a", "b", "c", "d"], "or")).toBe("a, b, c or d");
  });
});
