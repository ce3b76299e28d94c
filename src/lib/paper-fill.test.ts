// @vitest-environment node
import { BLANK, fillParts, fillTokens, withBlanks } from "./paper-fill";

describe("a paper's blanks in its words", () => {
  const line = `Approved on ${BLANK} at Barangay ${fillTokens.barangay}.`;

  it("cut the words at each blank, for the page to draw it as a blank the script fills", () => {
    expect(fillParts(line)).toEqual([`Approved on ${BLANK} at Barangay `, { fill: "barangay" }, "."]);
    expect(fillParts(`${fillTokens.plan}: ${fillTokens.total}`)).toEqual([
      { fill: "plan" },
      ": ",
      { fill: "total" },
    ]);
    expect(fillParts("No blank here.")).toEqual(["No blank here."]);
  });

  it("write a blank as underscores in plain text and PDFs, or as what fills it", () => {
    expect(withBlanks(line)).toBe(`Approved on ${BLANK} at Barangay ${BLANK}.`);
    expect(withBlanks(line, { barangay: "San Isidro" })).toBe(`Approved on ${BLANK} at Barangay San Isidro.`);
    expect(withBlanks(line, { barangay: "" })).not.toContain("\uE000");
  });
});
