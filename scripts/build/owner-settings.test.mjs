// @vitest-environment node
import { describe, expect, it } from "vitest";
import { unsetOwnerSettingWarnings } from "./owner-settings.mjs";

describe("unsetOwnerSettingWarnings", () => {
  it("names each unset or blank owner setting and what the site does without it", () => {
    expect(unsetOwnerSettingWarnings({ VITE_DPO_EMAIL: "  ", VITE_DATA_CONTROLLER_NAME: "Example Inc." })).toEqual([
      'VITE_LEGAL_EFFECTIVE_DATE is not set: the effective date of /terms and /privacy reads "to be published".',
      'VITE_DPO_EMAIL is not set: the data protection officer\'s email on /privacy reads "to be published".',
      "VITE_CONTACT_EMAIL is not set: the site shows no email address, so the contact form is the only way to write.",
    ]);
  });

  it("says nothing when all are set", () => {
    expect(
      unsetOwnerSettingWarnings({
        VITE_LEGAL_EFFECTIVE_DATE: "2026-12-01",
        VITE_DATA_CONTROLLER_NAME: "Example Inc.",
        VITE_DPO_EMAIL: "dpo@example.org",
        VITE_CONTACT_EMAIL: "team@example.org",
      }),
    ).toEqual([]);
  });
});
