/**
 * Build-time settings. astro.config.ts declares them for astro:env, which hands the mode's values to
 * the site at build time; the brisk-settings plugin there calls readEnv() once per build first, so a
 * malformed value stops the build with one of this module's messages before anything is bundled.
 * config/server-env.ts reads the values from astro:env through readEnv(); config/env.ts, the
 * browser's (the contact form's EmailJS keys), through read() alone, so the browser gets none of the
 * checks and their messages. None of these is a secret: EmailJS public keys and reCAPTCHA site keys
 * are meant to be public.
 */

const DEFAULT_SITE_URL = "http://localhost:3000";

/** Reads one optional setting, treating an empty or blank value as unset. */
export function read(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Parses the site's public origin; a malformed value fails the build instead of shipping broken canonicals. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = read(value) ?? DEFAULT_SITE_URL;
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
 * The settings as the pages read them when they are built, from the mode's `VITE_*` variables; the
 * EmailJS keys are checked by nothing, so only config/env.ts reads them.
 */
export function readEnv(vars: Record<string, string | undefined>) {
  return {
    siteUrl: parseSiteUrl(vars.VITE_SITE_URL),
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
  } as const;
}

export type SiteEnv = ReturnType<typeof readEnv>;
