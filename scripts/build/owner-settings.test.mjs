// @vitest-environment node
import { describe, expect, it } from "vitest";
import { OWNER_SETTINGS, unsetOwnerSettingWarnings } from "./owner-settings.mjs";

describe("unsetOwnerSettingWarnings", () => {
  it("names each unset or blank owner setting and what the site does without it", () => {
    expect(unsetOwnerSettingWarnings({ VITE_DPO_EMAIL: "  ", VITE_DATA_CONTROLLER_NAME: "Example Inc." })).toEqual([
      'VITE_LEGAL_EFFECTIVE_DATE is not set: the effective date of /terms and /privacy reads "to be published".',
      'VITE_DPO_EMAIL is not set: the data protection officer\'s email on /privacy reads "to be published".',
      "VITE_CONTACT_EMAIL is not set: the site shows no email address, so the contact form is the only way to write.",
      "VITE_SUPPLIER_NAME, VITE_SUPPLIER_ADDRESS, VITE_SUPPLIER_TIN, VITE_SUPPLIER_PHILGEPS, VITE_SUPPLIER_PAYMENT_METHODS and VITE_QUOTATION_VALID_DAYS are not set: the barangay kit's price estimate names no supplier.",
    ]);
  });

  it("says nothing when all are set", () => {
    expect(unsetOwnerSettingWarnings(Object.fromEntries(Object.keys(OWNER_SETTINGS).map((name) => [name, "set"])))).toEqual([]);
  });
});
