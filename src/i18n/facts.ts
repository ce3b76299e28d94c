/**
 * The facts the words may name, in each language: numbers as numbers (the message formats and
 * pluralises them), and the phrases made from constants.ts (a price range, a list of agency types)
 * as each language phrases them. Every name is here once, for every language alike: a message that
 * names another fails the build (messages.ts), and the content check finds a fact no message uses.
 *
 * Blocks made from the facts (a table of plans, the list of report categories) are here too, for a
 * card's text to place by name on a line of its own (`::refund-table`).
 */
import * as constants from "~/content/constants";
import type { Lang } from "~/content/langs";
import type { PageId } from "~/content/pages";
import type { ContentBlock } from "~/content/types";
import type { Facts } from "./messages";
import * as derived from "~/content/derived";
import * as formatEn from "~/lib/format";
import * as formatFil from "~/lib/format.fil";
import * as phrasingEn from "~/content/phrasing";
import * as phrasingFil from "~/content/phrasing.fil";
import * as pointsEn from "~/content/points";
import * as pointsFil from "~/content/points.fil";
import * as platformsEn from "~/content/platforms";
import * as platformsFil from "~/content/platforms.fil";
import * as tablesEn from "~/content/tables";
import * as tablesFil from "~/content/tables.fil";
import { agencyRolesInWords, planName, roleLabels } from "~/content/labels.fil";
import {
  bodyConditions,
  governmentPrograms,
  reportCategories,
  residentialTypes,
  retentionLabels,
} from "~/content/lists.fil";
import * as plansEn from "~/content/plans";
import * as plansFil from "~/content/plans.fil";
import { planFinderLimits } from "~/content/plan-finder-rule";

const { BARANGAY_PLANS, PERSONAL_PLANS, REFUND_RULES, RESPONSE_TIME_TIERS, RETENTION_RULES } = constants;

/** How a language phrases the constants: the helpers each language has until they move into words. */
const phrasingOf = {
  en: {
    format: formatEn,
    phrasing: phrasingEn,
    points: pointsEn,
    platforms: platformsEn,
    tables: tablesEn,
    plans: plansEn,
    /** One report's price for each number of agencies: "₱0.20 for 1 agency, ₱0.40 for 2 and ₱0.60 for 3". */
    reportPrices: (prices: readonly { agencies: number; pricePhp: number }[]) =>
      formatEn.formatList(
        prices.map(
          ({ agencies, pricePhp }, index) =>
            `${formatEn.formatPrice(pricePhp)} for ${formatEn.formatCount(agencies)}${index === 0 ? ` ${agencies === 1 ? "agency" : "agencies"}` : ""}`,
        ),
      ),
    planName: (plan: constants.PointsPlan) => plan.name,
    agencyRoles: phrasingEn.rolesInWords,
    reportCategories: constants.REPORT_CATEGORIES,
    orList: (items: string[]) => formatEn.formatList(items, "or"),
    /** Lower-case examples for a sentence: "4Ps or senior citizen". */
    examples: (items: readonly string[]) =>
      formatEn.formatList(
        items.map((item) => item.toLowerCase()),
        "or",
      ),
    governmentPrograms: constants.GOVERNMENT_PROGRAMS,
    bodyConditions: constants.BODY_CONDITIONS,
    residentialTypes: constants.RESIDENTIAL_TYPES,
    retention: {
      caption: "Retention of records",
      columns: ["Whose records", "How long they are kept"],
      whose: (rule: constants.RetentionRule) => rule.who,
    },
    reports: (range: string | undefined) => (range ? `${range} reports` : "any number of reports"),
    planTables: { personal: "Personal plans", barangay: "Barangay plans" },
    roleNames: constants.ROLES.map((role) => role.label),
  },
  fil: {
    format: formatFil,
    phrasing: phrasingFil,
    points: pointsFil,
    platforms: platformsFil,
    tables: tablesFil,
    plans: plansFil,
    /** One report's price for each number of agencies: "₱0.20 ang isang report kung sa 1 ahensya ito ipapadala, …". */
    reportPrices: (prices: readonly { agencies: number; pricePhp: number }[]) =>
      formatFil.formatList(
        prices.map(({ agencies, pricePhp }, index) =>
          index === 0
            ? `${formatFil.formatPrice(pricePhp)} ang isang report kung sa ${formatFil.formatCount(agencies)} ahensya ito ipapadala`
            : `${formatFil.formatPrice(pricePhp)} kung sa ${formatFil.formatCount(agencies)}`,
        ),
      ),
    planName,
    agencyRoles: agencyRolesInWords,
    reportCategories,
    orList: (items: string[]) => formatFil.formatList(items, "o"),
    /** Examples for a sentence, each starting in lower case ("taong may kapansanan (PWD)" keeps its PWD). */
    examples: (items: readonly string[]) =>
      formatFil.formatList(
        items.map((item) => item.charAt(0).toLowerCase() + item.slice(1)),
        "o",
      ),
    governmentPrograms,
    bodyConditions,
    residentialTypes,
    retention: {
      caption: "Pag-iimbak ng mga record",
      columns: ["Kaninong record", "Gaano katagal iniimbak"],
      whose: (rule: constants.RetentionRule) => retentionLabels[rule.id as keyof typeof retentionLabels],
    },
    reports: (range: string | undefined) => (range ? `${range} report` : "kahit ilang report"),
    planTables: { personal: "Mga personal plan", barangay: "Mga barangay plan" },
    /** The roles as the terms list them; the informant as "Indibidwal na verified user (informant)", as in English. */
    roleNames: constants.ROLES.map((role) =>
      derived.capitalize(
        role.id === "informant" ? `indibidwal na ${roleLabels[role.id]}` : roleLabels[role.id],
      ),
    ),
  },
};

type Phrasing = (typeof phrasingOf)[Lang];

const freePersonalPlan = derived.freePlanOf(PERSONAL_PLANS);

function retentionRule(id: string): constants.RetentionRule {
  const rule = RETENTION_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no retention rule "${id}"`);
  return rule;
}

/** A phrase from the helpers, to go on inside a sentence: "While…" → "while…". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The facts of one language. */
function factsWith({
  format,
  phrasing,
  points,
  platforms,
  planName,
  agencyRoles,
  orList,
  reports,
  examples,
  governmentPrograms,
  bodyConditions,
  residentialTypes,
  plans,
  reportPrices,
}: Phrasing) {
  const verificationGift = derived.freePlanOf(BARANGAY_PLANS);
  const tier = (entry: (typeof RESPONSE_TIME_TIERS)[number]) =>
    `${entry.tier} (${format.formatMinutesRange(entry.minMinutes, entry.maxMinutes)})`;
  const planPrices = derived.paidPlanPrices([...BARANGAY_PLANS, ...PERSONAL_PLANS]);
  return {
    minimumAge: constants.MINIMUM_AGE,
    pricePerPoint: format.formatPrice(planPrices.perPoint),
    /** "yes" when some paid plan has unlimited points, for the sentence that names them. */
    hasUnlimitedPlans: planPrices.unlimitedPlans.length ? "yes" : "no",
    unlimitedPlanTitles: format.formatList(planPrices.unlimitedPlans.map(plans.barangayPlanTitle)),
    reportPrices: reportPrices(planPrices.perReport),
    fewestAgenciesPerReport: derived.agenciesPerReport.fewest,
    emergencyHotline: constants.EMERGENCY_HOTLINE,
    reportCategoryCount: constants.REPORT_CATEGORIES.length,
    maxAgenciesPerReport: constants.MAX_AGENCIES_PER_REPORT,
    pointsPerAgency: constants.POINTS_PER_AGENCY,
    pointsPerReport: points.pointsPerReportInWords,
    allAgencyTypes: phrasing.allAgencyTypesInWords,
    agencyTypeCount: constants.AGENCY_TYPES.length,
    payingAgencyTypes: phrasing.agencyTypesInWords(constants.PAYING_AGENCY_TYPES),
    freeLocationSharingAgencyTypes: phrasing.agencyTypesInWords(constants.FREE_LOCATION_SHARING_AGENCY_TYPES),
    freePersonalPlan: planName(freePersonalPlan),
    freePersonalPlanPoints: format.formatPoints(freePersonalPlan.points),
    freePersonalPlanReports: reports(points.reportsCovered(freePersonalPlan.points)),
    personalPlanPrices: phrasing.paidPriceRange(PERSONAL_PLANS),
    barangayPlanPrices: phrasing.paidPriceRange(BARANGAY_PLANS),
    personalPlanValidity: phrasing.validityRange(PERSONAL_PLANS),
    planValidity: phrasing.validityRange([...PERSONAL_PLANS, ...BARANGAY_PLANS]),
    barangayPlanValidity: phrasing.validityRange(BARANGAY_PLANS),
    paidBarangayPlanValidity: phrasing.validityRange(BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0)),
    /** The free plan a verified barangay gets, inside a sentence: "verification gift". */
    verificationGift: planName(verificationGift).toLowerCase(),
    verificationGiftPoints: format.formatPoints(verificationGift.points),
    termsExamplePointsValidity: format.formatMonths(constants.TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS),
    extraAgencySlotPrice: format.formatPrice(constants.EXTRA_AGENCY_SLOT.pricePhp),
    locationSharingAddonPrice: format.formatPrice(constants.LOCATION_SHARING_ADDON.pricePhp),
    locationSharingAddonValidity: format.formatDays(constants.LOCATION_SHARING_ADDON.validityDays),
    locationSharingBuyerRoles: agencyRoles(constants.LOCATION_SHARING_BUYER_ROLES),
    locationSharingAutoOff: format.formatHours(constants.LOCATION_SHARING.autoOffHours),
    locationFootprintsDeletedEvery: format.formatHours(constants.LOCATION_SHARING.footprintDeletionHours),
    desktopAccessPrice: format.formatPrice(constants.DESKTOP_ACCESS.pricePhp),
    desktopAccessValidity: format.formatDays(constants.DESKTOP_ACCESS.validityDays),
    desktopAccessRoles: agencyRoles(constants.DESKTOP_ACCESS_ROLES),
    personalPointsRefund: phrasing.refundInWords("pips"),
    barangayPointsRefund: phrasing.refundInWords("bips"),
    agencySlotRefund: phrasing.refundInWords("agency-slot"),
    desktopAccessRefund: phrasing.refundInWords("desktop"),
    refundWindows: orList(
      [...new Set(REFUND_RULES.map((rule) => rule.windowHours))]
        .sort((a, b) => a - b)
        .map(format.formatHours),
    ),
    responseTimeTierCount: RESPONSE_TIME_TIERS.length,
    firstTier: tier(derived.firstTier),
    lastTier: tier(derived.lastTier),
    firstTierName: derived.firstTier.tier,
    tierNames: format.formatList(RESPONSE_TIME_TIERS.map((entry) => entry.tier)),
    lastTierName: derived.lastTier.tier,
    platformsAvailable: platforms.platformsWith("available"),
    platformsUnderReview: platforms.platformsWith("under-review"),
    platformsComingSoon: platforms.platformsWith("coming-soon"),
    /** "yes" when the privacy policy keeps informants' records indefinitely, for a message's select. */
    residentialTypes: orList([...residentialTypes]),
    governmentProgramExamples: examples(governmentPrograms),
    bodyConditionExamples: examples(bodyConditions),
    informantRecordsIndefinite: retentionRule("informants").indefinite ? "yes" : "no",
    userRecordsKept: lowerFirst(phrasing.formatRetention(retentionRule("users"))),
    /** The privacy page's rights: the law that gives them, by name and number, as the law names itself. */
    dataPrivacyActName: constants.DATA_PRIVACY_ACT.name,
    dataPrivacyActLaw: constants.DATA_PRIVACY_ACT.law,
    accessibilityStatementDate: format.formatIsoDate(constants.ACCESSIBILITY_STATEMENT_DATE),
    accessibilityStandard: constants.ACCESSIBILITY_TARGET.standard,
    accessibilityLevel: constants.ACCESSIBILITY_TARGET.level,
    /** The widths axe checks each page at, as a list: "375 px and 1280 px" (no digit grouping). */
    accessibilityCheckWidths: format.formatList(
      constants.ACCESSIBILITY_CHECKS.widthsPx.map((width) => `${width} px`),
    ),
    accessibilityNarrowestWidth: constants.ACCESSIBILITY_CHECKS.narrowestPx,
    accessibilityZoomPercent: constants.ACCESSIBILITY_CHECKS.zoomPercent,
    storesUnderReview: platforms.storesWith("under-review"),
    // The Get Started page's.
    freePersonalPlanValidity: format.formatDays(freePersonalPlan.validityDays),
    /** The free plan a verified barangay gets, as its card names it: "Barangay Verification Gift". */
    verificationGiftTitle: plans.barangayPlanTitle(verificationGift),
    verificationGiftValidity: format.formatDays(verificationGift.validityDays),
    /** Every agency type that uses Brisk free of charge. */
    freeAgencyTypes: phrasing.agencyTypesInWords(
      constants.AGENCY_TYPES.map((type) => type.id).filter(
        (id) => !(constants.PAYING_AGENCY_TYPES as readonly string[]).includes(id),
      ),
    ),
    posterPaper: constants.POSTER_PAPER,
    // The plan finder's (its rule's days a month, and the reports a month it takes).
    daysPerMonth: constants.PLAN_FINDER.daysPerMonth,
    fewestReportsPerMonth: planFinderLimits.reportsPerMonth.min,
    mostReportsPerMonth: planFinderLimits.reportsPerMonth.max,
  } satisfies Facts;
}

/**
 * The facts of each card made from a constant (a plan: its title, price, points and what they
 * cover), by card id; its words file names them like any other fact. `price` is shown on the card.
 */
function cardFactsWith({ format, plans }: Phrasing): Record<string, Facts> {
  const planFacts = (plan: constants.PointsPlan, title: (plan: constants.PointsPlan) => string) => {
    const range = derived.reportsCoveredRange(plan.points);
    return {
      planTitle: title(plan),
      price: format.formatPrice(plan.pricePhp),
      points: plan.points === "unlimited" ? 0 : plan.points,
      validity: format.formatDays(plan.validityDays),
      /** "₱6.67": what a day of it costs, for the plan finder's answer. */
      pricePerDay: format.formatPrice(plan.pricePhp / plan.validityDays),
      reportsCovered: plans.reportsCoveredCell(plan.points),
      mostReports: range?.most ?? 0,
      fewestReports: range?.fewest ?? 0,
      /** "yes" for the free plan, for a select in its words. */
      gift: plan.pricePhp === 0 ? "yes" : "no",
      unlimited: plan.points === "unlimited" ? "yes" : "no",
    };
  };
  return {
    ...Object.fromEntries(BARANGAY_PLANS.map((plan) => [plan.id, planFacts(plan, plans.barangayPlanTitle)])),
    ...Object.fromEntries(PERSONAL_PLANS.map((plan) => [plan.id, planFacts(plan, plans.personalPlanTitle)])),
    "extra-agency-slot": { price: format.formatPrice(constants.EXTRA_AGENCY_SLOT.pricePhp) },
    "location-sharing-addon": { price: format.formatPrice(constants.LOCATION_SHARING_ADDON.pricePhp) },
    "desktop-access-plan": { price: format.formatPrice(constants.DESKTOP_ACCESS.pricePhp) },
  };
}

/**
 * The facts that are other words' names: the pages' titles that words name, from
 * src/content/<lang>/page-names.yaml (card-words.ts reads them, given each page's title).
 */
export function pageNameFacts(title: (page: PageId) => string) {
  return {
    privacyPolicyName: title("privacy"),
    termsName: title("terms"),
    // Safety and Trust, the accessibility statement and the poster.
    faqsName: title("faqs"),
    agenciesName: title("agencies"),
  } satisfies Facts;
}

/** The facts' names: the same in every language. */
export type FactName = keyof ReturnType<typeof factsWith> | keyof ReturnType<typeof pageNameFacts>;

/** The blocks made from the facts, by the name a text places them with. */
function blocksWith({
  tables,
  reportCategories,
  planTables,
  roleNames,
  retention,
  phrasing,
  format,
}: Phrasing): Record<string, readonly ContentBlock[]> {
  return {
    "report-categories": [{ type: "list", items: [...reportCategories] }],
    roles: [{ type: "list", items: [...roleNames] }],
    "retention-table": [
      {
        type: "table",
        caption: retention.caption,
        columns: retention.columns,
        rows: RETENTION_RULES.map((rule) => [retention.whose(rule), phrasing.formatRetention(rule)]),
      },
    ],
    "reporting-steps": [tables.reportingSteps],
    "personal-plans-table": [tables.plansTable(planTables.personal, PERSONAL_PLANS)],
    "barangay-plans-table": [tables.plansTable(planTables.barangay, BARANGAY_PLANS)],
    "refund-table": [tables.refundTable],
    "availability-table": [tables.availabilityTable],
    "response-time-table": [tables.responseTimeTable],
    /** How long each kind of account's records are kept, one sentence a line (Safety and Trust). */
    "retention-list": [
      {
        type: "list",
        items: RETENTION_RULES.map(
          (rule) => `${retention.whose(rule)}: ${phrasing.formatRetention(rule).toLowerCase()}.`,
        ),
      },
    ],
    /** A line per response-time tier, "Q1: 1–3 minutes.", for a list of words (Get Started). */
    "response-times": [
      {
        type: "list",
        items: RESPONSE_TIME_TIERS.map(
          (entry) => `${entry.tier}: ${format.formatMinutesRange(entry.minMinutes, entry.maxMinutes)}.`,
        ),
      },
    ],
  };
}

const cache = new Map<
  Lang,
  {
    facts: Record<keyof ReturnType<typeof factsWith>, string | number>;
    cardFacts: Record<string, Facts>;
    blocks: Record<string, readonly ContentBlock[]>;
  }
>();

/** A language's facts and the blocks made from them, worked out once per build. */
export function factsIn(lang: Lang) {
  let found = cache.get(lang);
  if (!found) {
    found = {
      facts: factsWith(phrasingOf[lang]),
      cardFacts: cardFactsWith(phrasingOf[lang]),
      blocks: blocksWith(phrasingOf[lang]),
    };
    cache.set(lang, found);
  }
  return found;
}
