// @vitest-environment node
import { describe, expect, it } from "vitest";
import { unsetLegalSettingWarnings } from "./legal-settings.mjs";

describe("unsetLegalSettingWarnings", () => {
  it("names each unset or blank legal setting", () => {
    expect(unsetLegalSettingWarnings({ VITE_DPO_EMAIL: "  " })).toEqual([
      'VITE_LEGAL_EFFECTIVE_DATE is not set: the effective date of /terms and /privacy reads "to be published".',
      'VITE_DATA_CONTROLLER_NAME is not set: the data controller named on /privacy reads "to be published".',
      'VITE_DPO_EMAIL is not set: the data protection officer\'s email on /privacy reads "to be published".',
    ]);
  });

  it("says nothing when all are set", () => {
    expect(
      unsetLegalSettingWarnings({
        VITE_LEGAL_EFFECTIVE_DATE: "2026-12-01",
        VITE_DATA_CONTROLLER_NAME: "Example Inc.",
        VITE_DPO_EMAIL: "dpo@example.org",
      }),
    ).toEqual([]);
  });
});
