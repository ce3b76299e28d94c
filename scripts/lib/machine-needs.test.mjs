// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { MACHINE_NEEDS, missingNeeds } from "./machine-needs.mjs";

afterEach(() => vi.unstubAllEnvs());

describe("what npm test needs of the machine", () => {
  it("names a Debian package for each need, and each once", () => {
    const packages = MACHINE_NEEDS.map((need) => need.debian);
    expect(new Set(packages).size).toBe(packages.length);
    expect(packages).toEqual([
      "chromium",
      "firefox-esr",
      "webkit2gtk-driver",
      "xvfb",
      "default-jre-headless",
    ]);
  });

  it("finds a browser where its setting points, and misses it where nothing runs", () => {
    vi.stubEnv("CHROMIUM_PATH", "/no/such/chromium");
    vi.stubEnv("FIREFOX_PATH", process.execPath);
    const missing = missingNeeds().map((need) => need.debian);
    expect(missing).toContain("chromium");
    expect(missing).not.toContain("firefox-esr");
  });

  it("looks for the drivers and Java on PATH", () => {
    vi.stubEnv("PATH", "/no/such/dir");
    vi.stubEnv("JAVA", "");
    expect(missingNeeds().map((need) => need.debian)).toEqual(
      expect.arrayContaining(["webkit2gtk-driver", "xvfb", "default-jre-headless"]),
    );
  });
});
