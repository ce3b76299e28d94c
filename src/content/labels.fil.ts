/**
 * The Filipino names of the constants' English labels (constants.ts keeps the facts and the English
 * words) that most pages use; the lists a few pages show in full are in lists.fil.ts. Keyed by the
 * constants' ids, or as long as their lists, so the types catch a missing one.
 */
import { formatList } from "~/lib/format.fil";
import type {
  AGENCY_TYPES,
  AvailabilityStatus,
  BARANGAY_PLANS,
  PERSONAL_PLANS,
  PointsPlan,
  REFUND_RULES,
  ROLES,
} from "./constants";

type Ids<T extends readonly { id: string }[]> = T[number]["id"];

/** Agency types, as a noun inside a sentence. */
export const agencyTypeLabels = {
  barangay: "barangay",
  police: "pulis",
  fire: "bumbero",
  medical: "emergency medical team",
  disaster: "disaster responder ng lungsod",
  traffic: "traffic enforcement",
  overseas: "overseas assistance",
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

/** The agency roles as Filipino sentences name them after "mga … ng ahensya" ("miyembro", not "member"). */
const agencyRoleWords = {
  "agency-owner": "owner",
  "agency-admin": "admin",
  "agency-member": "miyembro",
} as const satisfies Partial<Record<Ids<typeof ROLES>, string>>;

/**
 * Agency roles inside a sentence, e.g. "mga owner at admin ng ahensya" for LOCATION_SHARING_BUYER_ROLES:
 * the prose form, where roleLabels is the name of a role in a list.
 */
export function agencyRolesInWords(ids: readonly (keyof typeof agencyRoleWords)[]): string {
  return `mga ${formatList(ids.map((id) => agencyRoleWords[id]))} ng ahensya`;
}

/**
 * A plan's name in Filipino. Product names (Free, Paid 1, Rural, High Urban…) stay as they are, so
 * "Personal Free" sits beside "Personal Paid 1"; only the gift, whose name is a description, is
 * translated.
 */
export function planName(plan: Pick<PointsPlan, "id" | "name">): string {
  return translatedPlanNames[plan.id] ?? plan.name;
}

const translatedPlanNames: Partial<Record<string, string>> = {
  "barangay-verification-gift": "Regalo sa pag-verify",
} satisfies Partial<Record<Ids<typeof PERSONAL_PLANS> | Ids<typeof BARANGAY_PLANS>, string>>;

/** What each refund rule covers and its condition, by the rule's id. */
export const refundRuleLabels = {
  pips: { item: "Personal Incident Points (PIPs)", condition: "kung hindi pa nagagamit" },
  bips: { item: "Barangay Incident Points (BIPs)", condition: "kung wala pang naipamahagi" },
  "agency-slot": { item: "Agency slot", condition: "kung hindi pa nagagamit" },
  "feature-upgrades": { item: "Mga feature upgrade", condition: "kung hindi pa nagagamit" },
  desktop: { item: "Desktop Access", condition: "kung hindi pa na-activate" },
} as const satisfies Record<Ids<typeof REFUND_RULES>, { item: string; condition: string }>;

/** How each availability status reads. */
export const availabilityLabels = {
  available: "Puwede na ngayon",
  "under-review": "Sinusuri pa",
  "coming-soon": "Malapit na",
} as const satisfies Record<AvailabilityStatus, string>;
