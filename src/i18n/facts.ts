/**
 * The facts the words may name, the same names in every language: numbers as numbers (the message
 * formats and pluralises them), and phrases made from constants.ts (a price range, a list of agency
 * types) in the words of each language's phrasing.yaml (phrasing.ts). A message naming another fails
 * the build (messages.ts); the content check finds a fact no message uses. Also the blocks made from
 * the facts (the refund table), which a card's text places on a line of its own (`::refund-table`).
 */
import * as constants from "~/content/constants";
import { langInfo, type Lang } from "~/content/langs";
import type { PageId } from "~/content/pages";
import type { ContentBlock } from "~/content/types";
import { oncePerLanguage, type Words } from "./entries";
import { formatMessage, WordsError, type Facts } from "./messages";
import * as derived from "~/content/derived";
import { planFinderExample, planFinderLimits } from "~/content/plan-finder-rule";
import { formatCount } from "~/lib/numbers";
import { phrasingIn, type Phrasing } from "./phrasing";

const {
  AGENCY_TYPES,
  BARANGAY_PLANS,
  PERSONAL_PLANS,
  REFUND_RULES,
  RESPONSE_TIME_TIERS,
  RETENTION_RULES,
  PLATFORM_AVAILABILITY,
} = constants;

const freePersonalPlan = derived.freePlanOf(PERSONAL_PLANS);

/** The phrases that several facts and blocks share, in a language. */
function phrasesWith(say: Phrasing) {
  const { words } = say;
  const refund = (id: (typeof REFUND_RULES)[number]["id"]) => {
    const rule = REFUND_RULES.find((candidate) => candidate.id === id)!;
    return say.say("refunds.sentence", {
      window: say.hours(rule.windowHours),
      condition: words.refunds.items[id].condition,
    });
  };
  const retention = (rule: constants.RetentionRule) => {
    if (rule.indefinite) return words.retention.indefinite;
    const whileActive = say.say("retention.whileActive", { months: say.months(rule.activePlusMonths ?? 0) });
    return rule.possiblyMonthsAfterTermination
      ? say.say("retention.afterTermination", {
          whileActive,
          months: say.months(rule.possiblyMonthsAfterTermination),
        })
      : whileActive;
  };
  const agencyTypes = (ids: readonly constants.AgencyTypeId[]) =>
    say.list(ids.map((id) => words.agencyTypes[id]));
  /** How many reports a number of points covers, "333 to 1,000"; undefined for unlimited points. */
  const reportsCovered = (points: constants.Points) => {
    const range = derived.reportsCoveredRange(points);
    return range && say.range([range.fewest, range.most], formatCount);
  };
  const tier = (entry: (typeof RESPONSE_TIME_TIERS)[number]) =>
    say.minutes(entry.minMinutes, entry.maxMinutes);
  const platformsWith = (status: constants.AvailabilityStatus) =>
    PLATFORM_AVAILABILITY.filter((entry) => entry.status === status).map((entry) => entry.platform);
  return { refund, retention, agencyTypes, reportsCovered, tier, platformsWith };
}

function factsWith(say: Phrasing) {
  const { words } = say;
  const { refund, agencyTypes, reportsCovered, tier, platformsWith } = phrasesWith(say);
  const verificationGift = derived.freePlanOf(BARANGAY_PLANS);
  const planPrices = derived.paidPlanPrices([...BARANGAY_PLANS, ...PERSONAL_PLANS]);
  const validityRange = (plans: readonly constants.PointsPlan[]) =>
    say.range(
      plans.map((plan) => plan.validityDays),
      say.days,
      formatCount,
    );
  const paidPriceRange = (plans: readonly constants.PointsPlan[]) =>
    say.range(
      plans.filter((plan) => plan.pricePhp > 0).map((plan) => plan.pricePhp),
      say.price,
    );
  const range = reportsCovered(freePersonalPlan.points);
  return {
    minimumAge: constants.MINIMUM_AGE,
    pricePerPoint: say.price(planPrices.perPoint),
    /** "yes" when some paid plan has unlimited points, for the sentence that names them. */
    hasUnlimitedPlans: planPrices.unlimitedPlans.length ? "yes" : "no",
    unlimitedPlanTitles: say.list(planPrices.unlimitedPlans.map((plan) => say.plan("barangayTitle", plan))),
    /** One report's price for each number of agencies: "₱0.20 for 1 agency, ₱0.40 for 2 and ₱0.60 for 3". */
    reportPrices: say.list(
      planPrices.perReport.map(({ agencies, pricePhp }, index) =>
        say.say(index === 0 ? "plans.reportPrice" : "plans.nextReportPrice", {
          price: say.price(pricePhp),
          agencies,
        }),
      ),
    ),
    fewestAgenciesPerReport: derived.agenciesPerReport.fewest,
    emergencyHotline: constants.EMERGENCY_HOTLINE,
    harmonyOsMaker: constants.HARMONY_OS.maker,
    harmonyOsStore: constants.HARMONY_OS.store,
    reportCategoryCount: constants.REPORT_CATEGORIES.length,
    maxAgenciesPerReport: constants.MAX_AGENCIES_PER_REPORT,
    pointsPerAgency: constants.POINTS_PER_AGENCY,
    /** "1 to 3 points": what one report uses. */
    pointsPerReport: say.range(
      [derived.pointsPerReport.fewest, derived.pointsPerReport.most],
      say.points,
      formatCount,
    ),
    allAgencyTypes: agencyTypes(AGENCY_TYPES),
    agencyTypeCount: AGENCY_TYPES.length,
    payingAgencyTypes: agencyTypes(constants.PAYING_AGENCY_TYPES),
    freeLocationSharingAgencyTypes: agencyTypes(constants.FREE_LOCATION_SHARING_AGENCY_TYPES),
    freePersonalPlan: say.plan("name", freePersonalPlan),
    freePersonalPlanPoints: say.points(freePersonalPlan.points),
    freePersonalPlanReports: range ? say.say("plans.reports", { range }) : words.plans.anyReports,
    personalPlanPrices: paidPriceRange(PERSONAL_PLANS),
    barangayPlanPrices: paidPriceRange(BARANGAY_PLANS),
    personalPlanValidity: validityRange(PERSONAL_PLANS),
    planValidity: validityRange([...PERSONAL_PLANS, ...BARANGAY_PLANS]),
    barangayPlanValidity: validityRange(BARANGAY_PLANS),
    paidBarangayPlanValidity: validityRange(BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0)),
    /** "365 days": the year a barangay plan's year's cost covers (derived.ts, yearOfPlan). */
    planYearDays: say.days(constants.PLAN_YEAR.days),
    /** "December 2, 2026": the day the prices were last set, for the printed papers. */
    pricesDate: say.date(constants.PRICES_DATE),
    /** The free plan a verified barangay gets, inside a sentence: "verification gift". */
    verificationGift: say.plan("name", verificationGift).toLowerCase(),
    verificationGiftPoints: say.points(verificationGift.points),
    termsExamplePointsValidity: say.months(constants.TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS),
    extraAgencySlotPrice: say.price(constants.EXTRA_AGENCY_SLOT.pricePhp),
    locationSharingAddonPrice: say.price(constants.LOCATION_SHARING_ADDON.pricePhp),
    locationSharingAddonValidity: say.days(constants.LOCATION_SHARING_ADDON.validityDays),
    locationSharingBuyerRoles: agencyRoles(say, constants.LOCATION_SHARING_BUYER_ROLES),
    locationSharingAutoOff: say.hours(constants.LOCATION_SHARING.autoOffHours),
    locationFootprintsDeletedEvery: say.hours(constants.LOCATION_SHARING.footprintDeletionHours),
    desktopAccessPrice: say.price(constants.DESKTOP_ACCESS.pricePhp),
    desktopAccessValidity: say.days(constants.DESKTOP_ACCESS.validityDays),
    desktopAccessRoles: agencyRoles(say, constants.DESKTOP_ACCESS_ROLES),
    personalPointsRefund: refund("pips"),
    barangayPointsRefund: refund("bips"),
    agencySlotRefund: refund("agency-slot"),
    desktopAccessRefund: refund("desktop"),
    refundWindows: say.list(
      [...new Set(REFUND_RULES.map((rule) => rule.windowHours))].sort((a, b) => a - b).map(say.hours),
      "or",
    ),
    responseTimeTierCount: RESPONSE_TIME_TIERS.length,
    firstTier: say.say("lists.tierWithTime", { tier: derived.firstTier.tier, time: tier(derived.firstTier) }),
    lastTier: say.say("lists.tierWithTime", { tier: derived.lastTier.tier, time: tier(derived.lastTier) }),
    firstTierName: derived.firstTier.tier,
    tierNames: say.list(RESPONSE_TIME_TIERS.map((entry) => entry.tier)),
    lastTierName: derived.lastTier.tier,
    platformsAvailable: say.list(platformsWith("available")),
    platformsUnderReview: say.list(platformsWith("under-review")),
    platformsComingSoon: say.list(platformsWith("coming-soon")),
    residentialTypes: say.list(Object.values(words.residentialTypes), "or"),
    /** The privacy page's rights: the law that gives them, by name and number, as the law names itself. */
    dataPrivacyActName: constants.DATA_PRIVACY_ACT.name,
    dataPrivacyActLaw: say.say("laws.republicAct", {
      number: String(constants.DATA_PRIVACY_ACT.republicAct),
    }),
    localGovernmentCodeName: constants.LOCAL_GOVERNMENT_CODE.name,
    localGovernmentCodeLaw: say.say("laws.republicAct", {
      number: String(constants.LOCAL_GOVERNMENT_CODE.republicAct),
    }),
    punongBarangayContractsSection: constants.LOCAL_GOVERNMENT_CODE.punongBarangayContractsSection,
    sangguniangBarangayPowersSection: constants.LOCAL_GOVERNMENT_CODE.sangguniangBarangayPowersSection,
    accessibilityStatementDate: say.date(constants.ACCESSIBILITY_STATEMENT_DATE),
    accessibilityStandard: constants.ACCESSIBILITY_TARGET.standard,
    accessibilityLevel: constants.ACCESSIBILITY_TARGET.level,
    /** The widths axe checks each page at, as a list: "375 px and 1280 px" (no digit grouping). */
    accessibilityCheckWidths: say.list(constants.ACCESSIBILITY_CHECKS.widthsPx.map((width) => `${width} px`)),
    accessibilityNarrowestWidth: constants.ACCESSIBILITY_CHECKS.narrowestPx,
    accessibilityZoomPercent: constants.ACCESSIBILITY_CHECKS.zoomPercent,
    storesUnderReview: say.list(derived.platformStores("under-review")),
    // The Get Started page's.
    freePersonalPlanValidity: say.days(freePersonalPlan.validityDays),
    /** The free plan a verified barangay gets, as its card names it: "Barangay Verification Gift". */
    verificationGiftTitle: say.plan("barangayTitle", verificationGift),
    verificationGiftValidity: say.days(verificationGift.validityDays),
    freeAgencyTypes: agencyTypes(
      AGENCY_TYPES.filter((id) => !(constants.PAYING_AGENCY_TYPES as readonly string[]).includes(id)),
    ),
    posterPaper: constants.POSTER_PAPER,
    // The plan finder's.
    daysPerMonth: constants.PLAN_FINDER.daysPerMonth,
    fewestReportsPerMonth: planFinderLimits.reportsPerMonth.min,
    mostReportsPerMonth: planFinderLimits.reportsPerMonth.max,
    // The plan finder's worked example (content/plan-finder-rule.ts).
    finderExampleReports: planFinderExample.reportsPerMonth,
    finderExampleAgencies: planFinderExample.agenciesPerReport,
    finderExamplePointsPerMonth: planFinderExample.pointsPerMonth,
    finderExamplePointsPerDay: planFinderExample.pointsPerDay,
  } satisfies Facts;
}

/** Agency roles inside a sentence: "agency owners and agency admins", "mga owner at admin ng ahensya". */
function agencyRoles(say: Phrasing, ids: readonly (keyof Phrasing["words"]["agencyRoles"]["names"])[]) {
  return say.say("agencyRoles.sentence", {
    roles: say.list(ids.map((id) => say.words.agencyRoles.names[id])),
  });
}

/** By card id, the facts of cards made from constants (plans, add-ons); `price` also shows on the card. */
function cardFactsWith(say: Phrasing): Record<string, Facts> {
  const { reportsCovered } = phrasesWith(say);
  const planFacts = (plan: constants.PointsPlan, title: "personalTitle" | "barangayTitle") => {
    const range = derived.reportsCoveredRange(plan.points);
    return {
      planTitle: say.plan(title, plan),
      price: say.price(plan.pricePhp),
      points: plan.points === "unlimited" ? 0 : plan.points,
      validity: say.days(plan.validityDays),
      /** "₱6.67": what a day of it costs, for the plan finder's answer. */
      pricePerDay: say.price(plan.pricePhp / plan.validityDays),
      reportsCovered: reportsCovered(plan.points) ?? say.words.plans.noLimit,
      mostReports: range?.most ?? 0,
      fewestReports: range?.fewest ?? 0,
      /** "yes" for the free plan, for a select in its words. */
      gift: plan.pricePhp === 0 ? "yes" : "no",
      unlimited: plan.points === "unlimited" ? "yes" : "no",
    };
  };
  /** "₱2,800.00 for 7 periods of 60 days (420 days)": a barangay plan's year, and its periods alone. */
  const yearFacts = (plan: constants.PointsPlan) => {
    const year = derived.yearOfPlan(plan);
    return {
      yearCost: say.say("plans.yearCost", {
        price: say.price(year.pricePhp),
        periods: year.periods,
        validity: say.days(plan.validityDays),
        days: say.days(year.days),
      }),
      yearPeriods: year.periods,
      yearPrice: say.price(year.pricePhp),
      yearDays: say.days(year.days),
    };
  };
  return {
    ...Object.fromEntries(
      BARANGAY_PLANS.map((plan) => [plan.id, { ...planFacts(plan, "barangayTitle"), ...yearFacts(plan) }]),
    ),
    ...Object.fromEntries(PERSONAL_PLANS.map((plan) => [plan.id, planFacts(plan, "personalTitle")])),
    "extra-agency-slot": { price: say.price(constants.EXTRA_AGENCY_SLOT.pricePhp) },
    "location-sharing-addon": { price: say.price(constants.LOCATION_SHARING_ADDON.pricePhp) },
    "desktop-access-plan": { price: say.price(constants.DESKTOP_ACCESS.pricePhp) },
  };
}

/** Facts that are other words: titles of pages the words name, from src/content/<lang>/page-names.yaml. */
function pageNameFacts(words: Words, lang: Lang) {
  const file = `src/content/${lang}/page-names.yaml`;
  const entry = words.shared.find((candidate) => candidate.id === `${lang}/page-names`);
  if (!entry) throw new WordsError(`${file} is missing; every language has every entry`);
  const names = entry.data.pages as Record<PageId, { title: string }>;
  const title = (page: PageId) =>
    formatMessage(names[page].title, {}, langInfo[lang].code, `${file}, pages.${page}.title`);
  return {
    privacyPolicyName: title("privacy"),
    termsName: title("terms"),
    // Safety and Trust, the accessibility statement and the poster.
    faqsName: title("faqs"),
    agenciesName: title("agencies"),
  } satisfies Facts;
}

type FactName = keyof ReturnType<typeof factsWith> | keyof ReturnType<typeof pageNameFacts>;

/** The blocks made from the facts, by the name a text places them with. */
function blocksWith(say: Phrasing): Record<string, readonly ContentBlock[]> {
  const { words } = say;
  const { captions, columns } = words.tables;
  const { retention, tier } = phrasesWith(say);
  return {
    "report-categories": [{ type: "list", items: Object.values(words.reportCategories) }],
    /** One a line, in the order of constants.ts, each starting with a capital. */
    "agency-types": [
      { type: "list", items: AGENCY_TYPES.map((id) => say.capitalize(words.agencyTypes[id])) },
    ],
    /** The government programmes the privacy policy says are recorded, one a line. */
    "government-programs": [
      { type: "list", items: constants.GOVERNMENT_PROGRAMS.map((id) => words.governmentPrograms[id]) },
    ],
    /** The body conditions (health and disability) the privacy policy says are recorded, one a line. */
    "body-conditions": [
      { type: "list", items: constants.BODY_CONDITIONS.map((id) => words.bodyConditions[id]) },
    ],
    roles: [{ type: "list", items: Object.values(words.roles) }],
    "retention-table": [
      {
        type: "table",
        caption: captions.retention,
        columns: [columns.whose, columns.kept],
        rows: RETENTION_RULES.map((rule) => [words.retention.whose[rule.id], retention(rule)]),
      },
    ],
    "reporting-steps": [{ type: "list", ordered: true, items: [...words.reportingSteps] }],
    "refund-table": [
      {
        type: "table",
        caption: captions.refunds,
        columns: [columns.item, columns.refundWindow, columns.condition],
        rows: REFUND_RULES.map((rule) => [
          words.refunds.items[rule.id].item,
          say.say("refunds.window", { window: say.hours(rule.windowHours) }),
          say.capitalize(words.refunds.items[rule.id].condition),
        ]),
      },
    ],
    "availability-table": [
      {
        type: "table",
        caption: captions.availability,
        columns: [columns.platform, columns.status],
        rows: PLATFORM_AVAILABILITY.map((entry) => [entry.platform, words.availability[entry.status]]),
      },
    ],
    "response-time-table": [
      {
        type: "table",
        caption: captions.responseTimes,
        columns: [columns.tier, columns.responseTime],
        rows: RESPONSE_TIME_TIERS.map((entry) => [entry.tier, tier(entry)]),
      },
    ],
  };
}

type LanguageFacts = {
  facts: Record<FactName, string | number>;
  cardFacts: Record<string, Facts>;
  blocks: Record<string, readonly ContentBlock[]>;
};

/** A language's facts and the blocks made from them, phrased by its words, worked out once per build. */
export const factsIn = oncePerLanguage((words, lang): LanguageFacts => {
  const say = phrasingIn(words, lang);
  return {
    facts: { ...factsWith(say), ...pageNameFacts(words, lang) },
    cardFacts: cardFactsWith(say),
    blocks: blocksWith(say),
  };
});
