/**
 * Build-time settings. astro.config.ts declares them for astro:env, which hands the mode's values to
 * the site at build time; the brisk-settings plugin there calls readEnv() once per build first, so a
 * malformed value stops the build with one of this module's messages before anything is bundled.
 * config/server-env.ts reads the values from astro:env through readEnv(); config/env.ts, the
 * browser's (the contact form's EmailJS keys), through read() alone, so the browser gets none of the
 * checks and their messages. None of these is a secret: EmailJS public keys and reCAPTCHA site keys
 * are meant to be public.
 */

/**
 * What the site uses while a setting is unset (config/site.ts): the local server, search pages
 * rather than guessed listing addresses (so nothing points at a page that may belong to someone
 * else), and Google's documented reCAPTCHA v2 test key, whose checkbox always passes and says it is
 * for testing. Right on a developer's machine; `npm run check-launch` names each one still in use.
 */
export const DEFAULTS = {
  siteUrl: "http://localhost:3000",
  socialUrl: "https://www.facebook.com/search/top?q=Brisk%20app",
  googlePlayUrl: "https://play.google.com/store/search?q=Brisk&c=apps",
  appGalleryUrl: "https://appgallery.huawei.com/search/Brisk",
  recaptchaSiteKey: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
} as const;

/**
 * The supplier details a printable quotation of the barangay kit needs (issue 41), each field with
 * its setting: all or none, as a quotation without one of them is no quotation. Only the owner can
 * supply them, so there are no defaults.
 */
export const SUPPLIER_SETTINGS = {
  /** Brisk's registered business name. */
  name: "VITE_SUPPLIER_NAME",
  /** The registered business address. */
  address: "VITE_SUPPLIER_ADDRESS",
  /** The BIR taxpayer identification number, as written (123-456-789-000). */
  tin: "VITE_SUPPLIER_TIN",
  /** The PhilGEPS registration number. */
  philgeps: "VITE_SUPPLIER_PHILGEPS",
  /** The payment methods a quotation lists, in the setting's order ("Bank transfer; GCash"). */
  paymentMethods: "VITE_SUPPLIER_PAYMENT_METHODS",
  /** The days a quotation stays valid, 1 to 365. */
  quotationValidDays: "VITE_QUOTATION_VALID_DAYS",
} as const;

/** The supplier of siteConfig.supplier: every field set and checked. */
export interface Supplier {
  name: string;
  address: string;
  tin: string;
  philgeps: string;
  paymentMethods: string[];
  quotationValidDays: number;
}

/** Reads one optional setting, treating an empty or blank value as unset. */
export function read(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Parses the site's public origin; a malformed value fails the build instead of shipping broken canonicals. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = read(value) ?? DEFAULTS.siteUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`VITE_SITE_URL must use http or https, got "${raw}"`);
  }
  // Kept without a trailing slash so `${siteUrl}${path}` never doubles it.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** Reads an optional calendar date, YYYY-MM-DD; anything else fails the build rather than print a wrong date. */
export function parseIsoDate(name: string, value: string | undefined): string | undefined {
  const raw = read(value);
  if (raw === undefined) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== raw
  ) {
    throw new Error(`${name} must be a date written YYYY-MM-DD, got "${raw}"`);
  }
  return raw;
}

/**
 * Reads a BIR taxpayer identification number: 9 digits, often with a 3- or 5-digit branch code
 * (123-456-789-000), groups of digits apart by single dashes or spaces. Kept as written.
 */
function parseTin(name: string, value: string): string {
  const digits = value.replace(/[- ]/g, "").length;
  if (!/^\d+(?:[- ]\d+)*$/.test(value) || digits < 9 || digits > 14) {
    throw new Error(
      `${name} must be a TIN of 9 to 14 digits, written with dashes or spaces or neither (123-456-789-000), got "${value}"`,
    );
  }
  return value;
}

/** Reads a list of items apart by ";" ("Bank transfer; GCash"), at least one. */
function parseList(name: string, value: string): string[] {
  const items = value
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0)
    throw new Error(`${name} must name at least one item, apart by ";", got "${value}"`);
  return items;
}

/** Reads a whole number of days from 1 to 365. */
function parseDays(name: string, value: string): number {
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 365) {
    throw new Error(`${name} must be a whole number of days from 1 to 365, got "${value}"`);
  }
  return days;
}

/**
 * Reads the supplier settings (SUPPLIER_SETTINGS): undefined when none is set, every field checked
 * when all are; some without the others fail the build, naming the missing ones.
 */
function readSupplier(vars: Record<string, string | undefined>): Supplier | undefined {
  const names = Object.values(SUPPLIER_SETTINGS);
  const missing = names.filter((name) => read(vars[name]) === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `The supplier settings go together, for the barangay kit's quotation: set all six or none. Missing: ${missing.join(", ")}`,
    );
  }
  const value = (field: keyof typeof SUPPLIER_SETTINGS) => read(vars[SUPPLIER_SETTINGS[field]]) ?? "";
  return {
    name: value("name"),
    address: value("address"),
    tin: parseTin(SUPPLIER_SETTINGS.tin, value("tin")),
    philgeps: value("philgeps"),
    paymentMethods: parseList(SUPPLIER_SETTINGS.paymentMethods, value("paymentMethods")),
    quotationValidDays: parseDays(SUPPLIER_SETTINGS.quotationValidDays, value("quotationValidDays")),
  };
}

/**
 * The editor's settings (/admin/, docs/editing.md): the GitHub repository it saves to, as
 * "owner/name", its branch (main unless set), and the address of the sign-in worker
 * (sveltia-cms-auth). Unset, the repository leaves the editor to a local clone only.
 */
function readEditor(vars: Record<string, string | undefined>) {
  const repository = read(vars.VITE_CMS_REPOSITORY);
  if (repository !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error(
      `VITE_CMS_REPOSITORY must be a GitHub repository written owner/name, got "${repository}"`,
    );
  const authUrl = read(vars.VITE_CMS_AUTH_URL);
  if (authUrl !== undefined && !/^https:\/\/[^/\s]+/.test(authUrl))
    throw new Error(`VITE_CMS_AUTH_URL must be the sign-in worker's https:// address, got "${authUrl}"`);
  return { repository, branch: read(vars.VITE_CMS_BRANCH) ?? "main", authUrl: authUrl?.replace(/\/+$/, "") };
}

/**
 * The settings as the pages read them when they are built, from the mode's `VITE_*` variables; the
 * EmailJS keys are checked by nothing, so only config/env.ts reads them.
 */
export function readEnv(vars: Record<string, string | undefined>) {
  return {
    siteUrl: parseSiteUrl(vars.VITE_SITE_URL),
    /** Whether the public origin is set: unset, the papers name no address (never localhost). */
    siteUrlSet: read(vars.VITE_SITE_URL) !== undefined,
    recaptchaSiteKey: read(vars.VITE_RECAPTCHA_SITE_KEY),
    contactEmail: read(vars.VITE_CONTACT_EMAIL),
    socialUrl: read(vars.VITE_SOCIAL_URL),
    googlePlayUrl: read(vars.VITE_GOOGLE_PLAY_URL),
    appGalleryUrl: read(vars.VITE_APPGALLERY_URL),
    splashCredit: read(vars.VITE_SPLASH_CREDIT),
    /** The legal pages' owner-supplied facts. Unset, the pages say they are to be published. */
    legal: {
      effectiveDate: parseIsoDate("VITE_LEGAL_EFFECTIVE_DATE", vars.VITE_LEGAL_EFFECTIVE_DATE),
      dataController: read(vars.VITE_DATA_CONTROLLER_NAME),
      dpoEmail: read(vars.VITE_DPO_EMAIL),
    },
    /** Brisk as the supplier on the kit's price estimate; unset, the estimate names none. */
    supplier: readSupplier(vars),
    /** Where the editor at /admin/ saves, and how its users sign in. */
    editor: readEditor(vars),
  } as const;
}

export type SiteEnv = ReturnType<typeof readEnv>;
