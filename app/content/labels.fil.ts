/**
 * The Filipino names of the constants' English labels (constants.ts keeps the facts and the English
 * words). Keyed by the constants' ids, or as long as their lists, so the types catch a missing one.
 */
import type {
  AGENCY_TYPES,
  AvailabilityStatus,
  BARANGAY_PLANS,
  BODY_CONDITIONS,
  GOVERNMENT_PROGRAMS,
  PERSONAL_PLANS,
  PointsPlan,
  REFUND_RULES,
  REPORT_CATEGORIES,
  RESIDENTIAL_TYPES,
  RETENTION_RULES,
  ROLES,
} from "./constants";

type Ids<T extends readonly { id: string }[]> = T[number]["id"];
/** A list of the same length as `T`, in the same order. */
type SameLength<T extends readonly unknown[]> = { readonly [K in keyof T]: string };

/** The fifteen report categories, in the order of REPORT_CATEGORIES. */
export const reportCategories = [
  "Bagyo",
  "Lindol",
  "Sunog",
  "Krimen",
  "Emergency sa Kalusugan",
  "Gulo sa Publiko",
  "Terorismo",
  "Scam",
  "Cyber Attack",
  "Smuggling",
  "Aksidente sa Trapiko",
  "Kapakanan ng Hayop",
  "Nawawalang Tao",
  "Overseas Workers (OFW)",
  "Paglabag sa Karapatan ng Consumer",
] as const satisfies SameLength<typeof REPORT_CATEGORIES>;

/** Agency types, as a noun inside a sentence. */
export const agencyTypeLabels = {
  barangay: "barangay",
  police: "pulis",
  fire: "bumbero",
  medical: "emergency medical team",
  disaster: "disaster responder ng lungsod",
  traffic: "traffic enforcement",
  overseas: "tulong sa mga nasa ibang bansa",
  consumer: "ahensyang nagtatanggol sa consumer",
} as const satisfies Record<Ids<typeof AGENCY_TYPES>, string>;

/** Roles, as a noun inside a sentence. */
export const roleLabels = {
  informant: "verified user (informant)",
  "agency-owner": "agency owner",
  "agency-admin": "agency admin",
  "agency-member": "agency member",
  barangay: "barangay",
  "system-admin": "system administrator",
  "brisk-agent": "Brisk Agent",
} as const satisfies Record<Ids<typeof ROLES>, string>;

/**
 * A plan's name in Filipino. Product names (Paid 1, Rural, High Urban…) stay as they are; only the
 * two names that say what the plan is are translated.
 */
export function planName(plan: Pick<PointsPlan, "id" | "name">): string {
  return translatedPlanNames[plan.id] ?? plan.name;
}

const translatedPlanNames: Partial<Record<string, string>> = {
  "personal-free": "Libre",
  "barangay-verification-gift": "Regalo sa pag-verify",
} satisfies Partial<Record<Ids<typeof PERSONAL_PLANS> | Ids<typeof BARANGAY_PLANS>, string>>;

/** What each refund rule covers and its condition, by the rule's id. */
export const refundRuleLabels = {
  pips: { item: "Personal Incident Points (PIPs)", condition: "kung hindi pa nagagamit" },
  bips: { item: "Barangay Incident Points (BIPs)", condition: "kung wala pang naipamahagi" },
  "agency-slot": { item: "Agency slot", condition: "kung hindi pa nagagamit" },
  "feature-upgrades": { item: "Mga feature upgrade", condition: "kung hindi pa nagagamit" },
  desktop: { item: "Desktop access", condition: "kung hindi pa na-activate" },
} as const satisfies Record<Ids<typeof REFUND_RULES>, { item: string; condition: string }>;

/** Whose records a retention rule covers, by the rule's id. */
export const retentionLabels = {
  informants: "Mga informant",
  agencies: "Mga ahensya",
  users: "Mga user",
  admins: "Mga admin",
} as const satisfies Record<Ids<typeof RETENTION_RULES>, string>;

/** How each availability status reads. */
export const availabilityLabels = {
  available: "Puwede na ngayon",
  "under-review": "Sinusuri pa",
  "coming-soon": "Malapit na",
} as const satisfies Record<AvailabilityStatus, string>;

export const residentialTypes = [
  "Pansamantala (transient)",
  "Permanente",
  "Bakasyon (para sa mga dayuhan)",
] as const satisfies SameLength<typeof RESIDENTIAL_TYPES>;

export const governmentPrograms = [
  "Suporta sa pamilya",
  "Mga pambansang programa",
  "Tulong pangkabuhayan",
  "Indigent status",
] as const satisfies SameLength<typeof GOVERNMENT_PROGRAMS>;

export const bodyConditions = [
  "Mga kondisyon sa kalusugan",
  "Senior citizen",
  "Person with disability (PWD)",
] as const satisfies SameLength<typeof BODY_CONDITIONS>;
