// @vitest-environment node
import { parseIsoDate, parseSiteUrl } from "./read-env";

describe("parseSiteUrl", () => {
  it("defaults to the local server", () => {
    expect(parseSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(parseSiteUrl("  ")).toBe("http://localhost:3000");
  });

  it("drops a trailing slash so paths can be appended", () => {
    expect(parseSiteUrl("https://brisk.example.org/")).toBe("https://brisk.example.org");
    expect(parseSiteUrl("https://example.org/brisk/")).toBe("https://example.org/brisk");
  });

  it("refuses a value that is not an absolute http(s) URL", () => {
    expect(() => parseSiteUrl("brisk.example.org")).toThrow(/VITE_SITE_URL/);
    expect(() => parseSiteUrl("ftp://example.org")).toThrow(/http or https/);
  });
});

describe("parseIsoDate", () => {
  it("reads a calendar date, and nothing as unset", () => {
    expect(parseIsoDate("D", "2026-12-01")).toBe("2026-12-01");
    expect(parseIsoDate("D", " 2024-02-29 ")).toBe("2024-02-29");
    expect(parseIsoDate("D", undefined)).toBeUndefined();
    expect(parseIsoDate("D", "")).toBeUndefined();
  });

  it("refuses other shapes and days that do not exist, naming the setting", () => {
    for (const value of ["1/12/2026", "2026-12-1", "2026-02-30", "2025-02-29", "December 1, 2026"]) {
      expect(() => parseIsoDate("VITE_LEGAL_EFFECTIVE_DATE", value), value).toThrow(
        /VITE_LEGAL_EFFECTIVE_DATE/,
      );
    }
  });
});
