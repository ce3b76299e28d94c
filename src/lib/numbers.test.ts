// @vitest-environment node
import { formatCount, formatDecimal } from "./numbers";

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
