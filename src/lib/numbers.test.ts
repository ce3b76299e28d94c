// @vitest-environment node
import { formatCount, formatDate, formatDecimal, formatPeso } from "./numbers";

describe("numbers", () => {
  it("groups a whole number's digits in threes", () => {
    expect(formatCount(6000)).toBe("6,000");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000000)).toBe("1,000,000");
  });

  it("writes decimals to two places at most", () => {
    expect(formatDecimal(10 / 3)).toBe("3.33");
    expect(formatDecimal(1 / 30)).toBe("0.03");
    expect(formatDecimal(6.5)).toBe("6.5");
    expect(formatDecimal(1000)).toBe("1,000");
    expect(formatDecimal(100000 / 3)).toBe("33,333.33");
  });
});

describe("prices and dates", () => {
  it("writes pesos with centavos, the same in every language", () => {
    expect(formatPeso(1200)).toBe("₱1,200.00");
    expect(formatPeso(0.2)).toBe("₱0.20");
    expect(formatPeso(10 / 3)).toBe("₱3.33");
  });

  it("writes a date as the page's language does, on the day given wherever the build runs", () => {
    expect(formatDate("2026-12-01", "en")).toBe("December 1, 2026");
    expect(formatDate("2027-01-31", "en")).toBe("January 31, 2027");
    expect(formatDate("2026-12-01", "fil")).toBe("Disyembre 1, 2026");
  });
});
