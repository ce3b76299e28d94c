// Settings only the site's owner can supply (README, "Settings"): no default could be true. Unset,
// the site says less (the legal pages read "to be published", no email address is shown), and the
// build says so too, so that nobody launches without them unnoticed.

/** The settings, and what the site does while each is unset. */
export const OWNER_SETTINGS = {
  VITE_LEGAL_EFFECTIVE_DATE: 'the effective date of /terms and /privacy reads "to be published"',
  VITE_DATA_CONTROLLER_NAME: 'the data controller named on /privacy reads "to be published"',
  VITE_DPO_EMAIL: 'the data protection officer\'s email on /privacy reads "to be published"',
  VITE_CONTACT_EMAIL: "the site shows no email address, so the contact form is the only way to write",
};

/**
 * One warning line per unset owner setting.
 * @param {Record<string, string | undefined>} env The build's environment (Vite's resolved `env`).
 * @returns {string[]}
 */
export function unsetOwnerSettingWarnings(env) {
  return Object.entries(OWNER_SETTINGS)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, effect]) => `${name} is not set: ${effect}.`);
}
