// @vitest-environment node
import { parseIsoDate, parseSiteUrl, readEnv } from "./read-env";

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

describe("readEnv's supplier", () => {
  const SET = {
    VITE_SUPPLIER_NAME: " Example Supplier Inc. ",
    VITE_SUPPLIER_ADDRESS: "123 Sample Street, Example City",
    VITE_SUPPLIER_TIN: "000-000-000-000",
    VITE_SUPPLIER_PHILGEPS: "TEST-0000",
    VITE_SUPPLIER_PAYMENT_METHODS: "Bank transfer; GCash ;",
    VITE_QUOTATION_VALID_DAYS: "30",
  };
  const supplierOf = (vars: Record<string, string | undefined>) => readEnv(vars).supplier;

  it("is undefined when none of the six is set, or each is blank", () => {
    expect(supplierOf({})).toBeUndefined();
    expect(supplierOf(Object.fromEntries(Object.keys(SET).map((name) => [name, " "])))).toBeUndefined();
  });

  it("is every field, trimmed, the methods a list and the days a number, when all are set", () => {
    expect(supplierOf(SET)).toEqual({
      name: "Example Supplier Inc.",
      address: "123 Sample Street, Example City",
      tin: "000-000-000-000",
      philgeps: "TEST-0000",
      paymentMethods: ["Bank transfer", "GCash"],
      quotationValidDays: 30,
    });
  });

  it("fails when only some are set, naming the missing ones and no other", () => {
    const some = { ...SET, VITE_SUPPLIER_TIN: "", VITE_QUOTATION_VALID_DAYS: undefined };
    expect(() => supplierOf(some)).toThrow(/Missing: VITE_SUPPLIER_TIN, VITE_QUOTATION_VALID_DAYS$/);
    expect(() => supplierOf({ VITE_SUPPLIER_NAME: "Example Supplier Inc." })).toThrow(
      /Missing: VITE_SUPPLIER_ADDRESS, VITE_SUPPLIER_TIN, VITE_SUPPLIER_PHILGEPS, VITE_SUPPLIER_PAYMENT_METHODS, VITE_QUOTATION_VALID_DAYS$/,
    );
  });

  it("reads a TIN of 9 to 14 digits, with or without dashes or spaces, as written", () => {
    for (const tin of [
      "123456789",
      "123-456-789",
      "123 456 789 00000",
      "123-456-789-000",
      "12345678901234",
    ]) {
      expect(supplierOf({ ...SET, VITE_SUPPLIER_TIN: tin })?.tin, tin).toBe(tin);
    }
  });

  it("refuses a TIN of other lengths or characters, naming the setting and the shape", () => {
    for (const tin of [
      "12345678",
      "123456789012345",
      "123-456-78O",
      "123--456-789",
      "-123456789",
      "123.456.789",
      "TIN 123456789",
    ]) {
      expect(() => supplierOf({ ...SET, VITE_SUPPLIER_TIN: tin }), tin).toThrow(
        /VITE_SUPPLIER_TIN must be a TIN of 9 to 14 digits/,
      );
    }
  });

  it("refuses payment methods that name none", () => {
    expect(() => supplierOf({ ...SET, VITE_SUPPLIER_PAYMENT_METHODS: " ; ;" })).toThrow(
      /VITE_SUPPLIER_PAYMENT_METHODS/,
    );
  });

  it("reads the days of validity from 1 to 365, and refuses the rest", () => {
    expect(supplierOf({ ...SET, VITE_QUOTATION_VALID_DAYS: "1" })?.quotationValidDays).toBe(1);
    expect(supplierOf({ ...SET, VITE_QUOTATION_VALID_DAYS: "365" })?.quotationValidDays).toBe(365);
    for (const days of ["0", "366", "30.5", "-5", "thirty", "1e2"]) {
      expect(() => supplierOf({ ...SET, VITE_QUOTATION_VALID_DAYS: days }), days).toThrow(
        /VITE_QUOTATION_VALID_DAYS must be a whole number of days from 1 to 365/,
      );
    }
  });
});

describe("readEnv's editor settings", () => {
  it("leave the editor to a local clone when unset, on main", () => {
    expect(readEnv({}).editor).toEqual({ repository: undefined, branch: "main", authUrl: undefined });
  });

  it("read a repository, a branch and the sign-in worker's address without its trailing slash", () => {
    expect(
      readEnv({
        VITE_CMS_REPOSITORY: "brisk-ph/website",
        VITE_CMS_BRANCH: "words",
        VITE_CMS_AUTH_URL: "https://sveltia-cms-auth.example.workers.dev/",
      }).editor,
    ).toEqual({
      repository: "brisk-ph/website",
      branch: "words",
      authUrl: "https://sveltia-cms-auth.example.workers.dev",
    });
  });

  it("stop the build on a repository not written owner/name, or a worker not on https", () => {
    expect(() => readEnv({ VITE_CMS_REPOSITORY: "https://github.com/brisk-ph/website" })).toThrow(
      "VITE_CMS_REPOSITORY must be a GitHub repository written owner/name",
    );
    expect(() => readEnv({ VITE_CMS_AUTH_URL: "http://worker.example" })).toThrow(
      "VITE_CMS_AUTH_URL must be the sign-in worker's https:// address",
    );
  });
});
