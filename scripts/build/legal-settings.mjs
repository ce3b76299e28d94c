// The legal pages' owner-supplied facts (README, "Settings"). Unset, the pages say they are to be
// published; the build says so too, so that nobody ships them unnoticed.

/** The settings, and what each one fills in. */
export const LEGAL_SETTINGS = {
  VITE_LEGAL_EFFECTIVE_DATE: "the effective date of /terms and /privacy",
  VITE_DATA_CONTROLLER_NAME: "the data controller named on /privacy",
  VITE_DPO_EMAIL: "the data protection officer's email on /privacy",
};

/**
 * One warning line per unset legal setting.
 * @param {Record<string, string | undefined>} env The build's environment (Vite's resolved `env`).
 * @returns {string[]}
 */
export function unsetLegalSettingWarnings(env) {
  return Object.entries(LEGAL_SETTINGS)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, what]) => `${name} is not set: ${what} reads "to be published".`);
}
