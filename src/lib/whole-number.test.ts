// @vitest-environment node
import { parseWholeNumber } from "./whole-number";

const range = { min: 1, max: 1_000_000 };

describe("parseWholeNumber", () => {
  it.each([
    ["1", 1],
    ["1000000", 1_000_000],
    ["1,000,000", 1_000_000],
    [" 42 ", 42],
    ["+7", 7],
    ["007", 7],
  ])("reads %j as %d", (raw, value) => {
    expect(parseWholeNumber(raw, range)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["0", "too-small"],
    ["-1", "too-small"],
    ["-0.5", "not-whole"],
    ["1000001", "too-large"],
    ["1,000,001", "too-large"],
    ["99999999999999999999", "too-large"],
    ["2.5", "not-whole"],
    ["2.0", "not-whole"],
    [".5", "not-whole"],
    ["abc", "not-a-number"],
    ["12abc", "not-a-number"],
    ["1e3", "not-a-number"],
    ["1,00", "not-a-number"],
    ["Infinity", "not-a-number"],
  ])("refuses %j: %s", (raw, error) => {
    expect(parseWholeNumber(raw, range)).toEqual({ ok: false, error });
  });

  it("holds both ends of a small range", () => {
    expect(parseWholeNumber("3", { min: 1, max: 3 })).toEqual({ ok: true, value: 3 });
    expect(parseWholeNumber("4", { min: 1, max: 3 })).toEqual({ ok: false, error: "too-large" });
  });
});
