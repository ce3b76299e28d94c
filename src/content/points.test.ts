// @vitest-environment node
import { pointsPerReportInWords, reportsCovered } from "./points";

describe("what points buy", () => {
  it("gives the points one report uses", () => {
    expect(pointsPerReportInWords).toBe("1 to 3 points");
  });

  it("counts the reports a number of points covers, rounding down", () => {
    expect(reportsCovered(1000)).toBe("333 to 1,000");
    expect(reportsCovered(5)).toBe("1 to 5");
    expect(reportsCovered(2)).toBe("0 to 2");
    expect(reportsCovered("unlimited")).toBeUndefined();
  });
});
