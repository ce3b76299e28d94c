// @vitest-environment node
import { RETENTION_RULES } from "./constants";
import { formatRetention } from "./phrasing";

describe("formatRetention", () => {
  it("states each retention rule in words", () => {
    expect(RETENTION_RULES.map(formatRetention)).toEqual([
      "Kept indefinitely",
      "While the account is active, plus 2 years",
      "While the account is active, plus 6 months, and possibly 2 years after termination",
      "Kept indefinitely",
    ]);
  });
});
