// @vitest-environment node
import { parseSiteUrl } from "./env";

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
