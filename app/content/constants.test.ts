import * as c from "./constants";

// The specification's values, written out once more on purpose: this test is what catches an edit
// of constants.ts that drifts from SPEC.md section 9.
describe("constants match the specification", () => {
  it("has the general limits", () => {
    expect(c.SPLASH_DURATION_MS).toBe(2000);
    expect(c.MAX_AGENCIES_PER_REPORT).toBe(3);
    expect(c.POINTS_PER_AGENCY).toBe(1);
    expect(c.MINIMUM_AGE).toBe(18);
  });

  it("has the personal plans", () => {
    expect(c.PERSONAL_PLANS.map((p) => [p.name, p.pricePhp, p.points, p.validityDays])).toEqual([
      ["Free", 0, 5, 30],
      ["Paid 1", 1, 5, 30],
      ["Paid 2", 5, 25, 45],
      ["Paid 3", 10, 50, 60],
      ["Paid 4", 15, 75, 75],
    ]);
  });

  it("has the barangay plans", () => {
    expect(c.BARANGAY_PLANS.map((p) => [p.name, p.pricePhp, p.points, p.validityDays])).toEqual([
      ["Verification gift", 0, 250, 30],
      ["Special", 200, 1000, 30],
      ["Rural", 400, 2000, 60],
      ["Suburban", 800, 4000, 90],
      ["Urban", 1200, 6000, 120],
      ["High Urban", 1600, "unlimited", 150],
    ]);
  });

  it("has the other items", () => {
    expect(c.EXTRA_AGENCY_SLOT).toEqual({
      pricePhp: 500,
      expires: false,
      refundableAfterVerification: false,
    });
    expect(c.LOCATION_SHARING_ADDON).toEqual({ pricePhp: 100, validityDays: 30 });
    expect(c.DESKTOP_ACCESS).toMatchObject({
      pricePhp: 15000,
      validityDays: 365,
      validityYears: 1,
      hardwareLocked: true,
    });
    expect(c.LOCATION_SHARING).toEqual({ autoOffHours: 8, footprintDeletionHours: 24 });
  });

  it("has the refund windows", () => {
    expect(c.REFUND_RULES.map((r) => [r.id, r.windowHours, r.condition])).toEqual([
      ["pips", 24, "if unused"],
      ["bips", 24, "if none are allocated"],
      ["agency-slot", 24, "if unused"],
      ["feature-upgrades", 72, "if unused"],
      ["desktop", 72, "if not activated"],
    ]);
  });

  it("has the response-time tiers and retention", () => {
    expect(c.RESPONSE_TIME_TIERS.map((t) => [t.tier, t.minMinutes, t.maxMinutes])).toEqual([
      ["Q1", 1, 3],
      ["Q2", 4, 15],
      ["Q3", 16, 30],
      ["Q4", 31, 60],
    ]);
    expect(c.RETENTION_RULES).toEqual([
      { id: "informants", who: "Informants", indefinite: true },
      { id: "agencies", who: "Agencies", activePlusMonths: 24 },
      { id: "users", who: "Users", activePlusMonths: 6, possiblyMonthsAfterTermination: 24 },
      { id: "admins", who: "Admins", indefinite: true },
    ]);
    expect(c.TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS).toBe(12);
  });

  it("has the lists", () => {
    expect(c.REPORT_CATEGORIES).toHaveLength(15);
    expect(c.REPORT_CATEGORIES).toContain("Consumer Rights Violation");
    expect(c.AGENCY_TYPES.map((t) => t.label)).toEqual([
      "Barangay units",
      "Police",
      "Fire services",
      "Emergency medical teams",
      "City disaster responders",
      "Traffic enforcement",
      "Overseas assistance",
      "Consumer protection bodies",
    ]);
    expect(c.FREE_LOCATION_SHARING_AGENCY_TYPES).toEqual(["police", "traffic"]);
    expect(c.ROLES).toHaveLength(7);
    expect(c.PLATFORM_AVAILABILITY.map((p) => [p.platform, p.status])).toEqual([
      ["Android", "available"],
      ["Harmony-OS", "under-review"],
      ["iOS", "under-review"],
      ["Windows", "coming-soon"],
      ["macOS", "coming-soon"],
    ]);
  });
});
