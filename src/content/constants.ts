/**
 * The only home of the specification's business facts (SPEC section 9 and the lists of sections
 * 1, 3 and 6). Words that state one of these numbers or lists name it as a fact (i18n/facts.ts),
 * phrased by each language's phrasing.yaml, so a change is made once. The lists hold ids: their
 * names are words, in src/content/<lang>/phrasing.yaml.
 */

/** How long the splash screen stays at each full page load. */
export const SPLASH_DURATION_MS = 2000;

/** A report can be routed to at most this many agencies at once. */
export const MAX_AGENCIES_PER_REPORT = 3;

/** Incident points a report costs for each agency it is routed to. */
export const POINTS_PER_AGENCY = 1;

/** Users must be at least this old (and legally able to contract). */
export const MINIMUM_AGE = 18;

/** The Philippines' national emergency hotline (Executive Order 56 of 2018). Not from the spec. */
export const EMERGENCY_HOTLINE = "911";

/**
 * Whose Harmony-OS is, and its app store (harmonyos.com, appgallery.huawei.com; docs/sources.md), so
 * that FAQ 17 says it and a visitor who searches for "Huawei" finds it. Not from the spec.
 */
export const HARMONY_OS = { maker: "Huawei", store: "AppGallery" } as const;

/** The Philippine law on personal data, which the privacy policy cites. Not from the spec. */
export const DATA_PRIVACY_ACT = { name: "Data Privacy Act of 2012", republicAct: 10173 } as const;

/**
 * The law the barangay kit cites (issues 41 and 51), as its text says it (docs/barangay-kit.md): the
 * Punong Barangay signs contracts for the barangay upon the Sangguniang Barangay's authorization
 * (Section 389(b)(2)), and the Sangguniang Barangay enacts the barangay's annual and supplemental
 * budgets (Section 391(a)(3)). Each language writes the Republic Act's number its own way
 * (phrasing.yaml, `laws.republicAct`).
 */
export const LOCAL_GOVERNMENT_CODE = {
  name: "Local Government Code of 1991",
  republicAct: 7160,
  punongBarangayContractsSection: "389(b)(2)",
  sangguniangBarangayPowersSection: "391(a)(3)",
} as const;

/** Points: a count, or no limit. */
export type Points = number | "unlimited";

/** A plan that buys incident points. A price of 0 is free. */
export type PointsPlan = {
  id: string;
  name: string;
  /** Price in Philippine pesos. */
  pricePhp: number;
  points: Points;
  /** Days the points stay valid from purchase. */
  validityDays: number;
};

/** Personal Incident Points (PIPs) plans for individual verified users. */
export const PERSONAL_PLANS = [
  { id: "personal-free", name: "Free", pricePhp: 0, points: 5, validityDays: 30 },
  { id: "personal-paid-1", name: "Paid 1", pricePhp: 1, points: 5, validityDays: 30 },
  { id: "personal-paid-2", name: "Paid 2", pricePhp: 5, points: 25, validityDays: 45 },
  { id: "personal-paid-3", name: "Paid 3", pricePhp: 10, points: 50, validityDays: 60 },
  { id: "personal-paid-4", name: "Paid 4", pricePhp: 15, points: 75, validityDays: 75 },
] as const satisfies readonly PointsPlan[];

/** Barangay Incident Points (BIPs) plans for barangays. */
export const BARANGAY_PLANS = [
  { id: "barangay-verification-gift", name: "Verification gift", pricePhp: 0, points: 250, validityDays: 30 },
  { id: "barangay-special", name: "Special", pricePhp: 200, points: 1000, validityDays: 30 },
  { id: "barangay-rural", name: "Rural", pricePhp: 400, points: 2000, validityDays: 60 },
  { id: "barangay-suburban", name: "Suburban", pricePhp: 800, points: 4000, validityDays: 90 },
  { id: "barangay-urban", name: "Urban", pricePhp: 1200, points: 6000, validityDays: 120 },
  { id: "barangay-high-urban", name: "High Urban", pricePhp: 1600, points: "unlimited", validityDays: 150 },
] as const satisfies readonly PointsPlan[];

/** An extra agency slot: bought once, never expires, not refundable once the agency is verified. */
export const EXTRA_AGENCY_SLOT = {
  pricePhp: 500,
  expires: false,
  refundableAfterVerification: false,
} as const;

/** The Location Sharing add-on for agencies. */
export const LOCATION_SHARING_ADDON = {
  pricePhp: 100,
  validityDays: 30,
} as const;

/** Desktop Access: per device, locked to its hardware, active for a year from activation. */
export const DESKTOP_ACCESS = {
  pricePhp: 15000,
  validityDays: 365,
  validityYears: 1,
  perDevice: true,
  hardwareLocked: true,
} as const;

/**
 * The plan finder on /plans (issue 16, not the spec): a month counts as this many days when a
 * monthly number of reports becomes points a day, and it accepts up to this many reports a month.
 */
export const PLAN_FINDER = {
  daysPerMonth: 30,
  maxReportsPerMonth: 1_000_000,
} as const;

/**
 * A barangay plan's cost for a year (issue 51, not the spec): the fewest periods of the plan, bought
 * one after another, that cover a year of this many days, at the plan's price each. Barangay budgets
 * are annual; no discount is counted, and the last period runs into the next year.
 */
export const PLAN_YEAR = { days: 365 } as const;

/**
 * The day the prices above were last set on the site (from the spec), which the printed plan sheet
 * and price estimate give: "Prices as of …". A unit test (points.test.ts) keeps a fingerprint of
 * every price and fails when a price changes and this date does not.
 */
export const PRICES_DATE = "2026-12-02";

/** Location sharing limits. */
export const LOCATION_SHARING = {
  /** Sharing turns itself off after this many hours (or earlier, by hand). */
  autoOffHours: 8,
  /** Location footprints are deleted at this interval. */
  footprintDeletionHours: 24,
} as const;

/**
 * How long after purchase a refund can be asked for. What each covers and on what condition are
 * words: src/content/<lang>/phrasing.yaml, `refunds`, by id.
 */
type RefundRule = {
  id: string;
  /** The window, in hours. */
  windowHours: number;
};

export const REFUND_RULES = [
  { id: "pips", windowHours: 24 },
  { id: "bips", windowHours: 24 },
  { id: "agency-slot", windowHours: 24 },
  { id: "feature-upgrades", windowHours: 72 },
  { id: "desktop", windowHours: 72 },
] as const satisfies readonly RefundRule[];

/** A tier of the suggested response-time framework, in minutes. */
type ResponseTier = { tier: string; minMinutes: number; maxMinutes: number };

export const RESPONSE_TIME_TIERS = [
  { tier: "Q1", minMinutes: 1, maxMinutes: 3 },
  { tier: "Q2", minMinutes: 4, maxMinutes: 15 },
  { tier: "Q3", minMinutes: 16, maxMinutes: 30 },
  { tier: "Q4", minMinutes: 31, maxMinutes: 60 },
] as const satisfies readonly ResponseTier[];

/** How long records are kept, per kind of account (whose records: phrasing.yaml, `retention.whose`). */
export type RetentionRule = {
  id: string;
  /** Kept with no end date. */
  indefinite?: boolean;
  /** Kept while the account is active plus this many months. */
  activePlusMonths?: number;
  /** Possibly kept this many months after termination. */
  possiblyMonthsAfterTermination?: number;
};

export const RETENTION_RULES = [
  { id: "informants", indefinite: true },
  { id: "agencies", activePlusMonths: 24 },
  { id: "users", activePlusMonths: 6, possiblyMonthsAfterTermination: 24 },
  { id: "admins", indefinite: true },
] as const satisfies readonly RetentionRule[];

/** The example validity for points given in the terms, which differs from the plan validities. */
export const TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS = 12;

/**
 * The report categories, by id; their names are words (src/content/<lang>/phrasing.yaml,
 * `reportCategories`), in this order.
 */
export const REPORT_CATEGORIES = [
  "typhoon",
  "earthquake",
  "fire",
  "crime",
  "health-emergency",
  "public-disturbance",
  "terrorism",
  "scam",
  "cyber-attack",
  "smuggling",
  "traffic-incident",
  "animal-welfare",
  "missing-person",
  "overseas-workers",
  "consumer-rights-violation",
] as const;

/** Agency types that receive and respond to reports (their names: phrasing.yaml, `agencyTypes`). */
export const AGENCY_TYPES = [
  "barangay",
  "police",
  "fire",
  "medical",
  "disaster",
  "traffic",
  "overseas",
  "consumer",
] as const;

export type AgencyTypeId = (typeof AGENCY_TYPES)[number];

/** Agency types that get location sharing free of charge. */
export const FREE_LOCATION_SHARING_AGENCY_TYPES = [
  "police",
  "traffic",
] as const satisfies readonly AgencyTypeId[];

/** Agency types that pay for plans; every other agency uses the app free of charge. */
export const PAYING_AGENCY_TYPES = ["barangay"] as const satisfies readonly AgencyTypeId[];

/** Roles described in the site's text (their names: phrasing.yaml, `roles`). */
export const ROLES = [
  "informant",
  "agency-owner",
  "agency-admin",
  "agency-member",
  "barangay",
  "system-admin",
  "brisk-agent",
] as const;

/** Roles that may buy Location Sharing. */
export const LOCATION_SHARING_BUYER_ROLES = ["agency-owner", "agency-admin"] as const;

/** Roles that may buy or request Desktop Access. */
export const DESKTOP_ACCESS_ROLES = ["agency-owner", "agency-admin", "agency-member"] as const;

export type AvailabilityStatus = "available" | "under-review" | "coming-soon";

/** Where the app can be had. */
export const PLATFORM_AVAILABILITY = [
  { id: "android", platform: "Android", status: "available" },
  { id: "harmonyos", platform: "Harmony-OS", status: "under-review" },
  { id: "ios", platform: "iOS", status: "under-review" },
  { id: "windows", platform: "Windows", status: "coming-soon" },
  { id: "macos", platform: "macOS", status: "coming-soon" },
] as const satisfies readonly { id: string; platform: string; status: AvailabilityStatus }[];

/**
 * What the privacy policy says is recorded of a user (SPEC section 3), by id; their names are words
 * (phrasing.yaml, `residentialTypes`, `governmentPrograms`, `bodyConditions`). The residential
 * types recorded with a user's current address:
 */
export const RESIDENTIAL_TYPES = ["transient", "permanent", "vacation"] as const;

/** Government program participation recorded for a user. */
export const GOVERNMENT_PROGRAMS = ["family-support", "national-programs", "livelihood", "indigent"] as const;

/** Body conditions recorded for a user. */
export const BODY_CONDITIONS = ["health", "senior-citizen", "disability"] as const;

/**
 * The site's own accessibility target and the checks its browser tests run (issue 17), not spec
 * figures. The e2e tests read ACCESSIBILITY_CHECKS, so the statement on /accessibility stays true.
 */
export const ACCESSIBILITY_TARGET = {
  standard: "WCAG 2.2",
  level: "AA",
  url: "https://www.w3.org/TR/WCAG22/",
} as const;

export const ACCESSIBILITY_CHECKS = {
  /** Every page and state is checked with axe at these widths. */
  widthsPx: [375, 1280],
  /** Every page must read without sideways scrolling at this width... */
  narrowestPx: 320,
  /** ...and at this zoom of the desktop width. */
  zoomPercent: 200,
} as const;

/** The day the accessibility statement was last checked against the site; change it at each review. */
export const ACCESSIBILITY_STATEMENT_DATE = "2026-12-02";

/** The paper the barangay poster is made for (issue 17): the page prints on it and the PDF is it. */
export const POSTER_PAPER = "A4";
