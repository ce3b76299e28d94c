// @vitest-environment node
import { BLANK, fillParts, fillTokens, paperHash, readPaperHash, withBlanks } from "./paper-fill";

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

describe("a paper's hash", () => {
  const none = { barangay: "", hotlines: "" };
  const named = { barangay: "San Isidro", hotlines: "" };

  it("reads a section, what was typed, or both", () => {
    expect(readPaperHash("#resolution")).toEqual({ section: "resolution", typed: none });
    expect(readPaperHash("#barangay=San%20Isidro")).toEqual({ typed: named });
    expect(readPaperHash("#resolution&barangay=San+Isidro&hotlines=911%0A117")).toEqual({
      section: "resolution",
      typed: { barangay: "San Isidro", hotlines: "911\n117" },
    });
    expect(readPaperHash("")).toEqual({ typed: none });
  });

  it("writes the section first, a plain id while nothing is typed, and nothing for nothing", () => {
    expect(paperHash({ section: "procurement-line", typed: none })).toBe("#procurement-line");
    expect(paperHash({ section: "resolution", typed: named })).toBe("#resolution&barangay=San+Isidro");
    expect(paperHash({ typed: { barangay: " San Isidro ", hotlines: "  " } })).toBe("#barangay=San+Isidro");
    expect(paperHash({ typed: none })).toBe("");
  });

  it("reads back what it writes", () => {
    const hash = {
      section: "resolution-en",
      typed: { barangay: "Sto. Niño & Poblacion", hotlines: "911\n(032) 123" },
    };
    expect(readPaperHash(paperHash(hash))).toEqual(hash);
  });
});
