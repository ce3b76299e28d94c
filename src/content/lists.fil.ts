/**
 * The Filipino names of the constants' lists that a few pages show in full: the report categories,
 * and the records and personal data the privacy policy names. Apart from labels.fil.ts, whose
 * names most pages use, so a page carries only the lists it shows. Ordered as in constants.ts.
 */
import type {
  BODY_CONDITIONS,
  GOVERNMENT_PROGRAMS,
  REPORT_CATEGORIES,
  RESIDENTIAL_TYPES,
  RETENTION_RULES,
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
  "Insidente sa Trapiko",
  "Kapakanan ng Hayop",
  "Nawawalang Tao",
  "Overseas Workers (OFW)",
  "Paglabag sa Karapatan ng Consumer",
] as const satisfies SameLength<typeof REPORT_CATEGORIES>;

/** Whose records a retention rule covers, by the rule's id. */
export const retentionLabels = {
  informants: "Mga informant",
  agencies: "Mga ahensya",
  users: "Mga user",
  admins: "Mga admin",
} as const satisfies Record<Ids<typeof RETENTION_RULES>, string>;

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
  "Taong may kapansanan (PWD)",
] as const satisfies SameLength<typeof BODY_CONDITIONS>;
