// Settings only the site's owner can supply (README, "Settings"): no default could be true. Unset,
// the site says less (the legal pages read "to be published", no email address is shown, the
// barangay kit has no printable quotation), and the build says so too, so that nobody launches
// without them unnoticed. `npm run check-launch` lists them with the rest of a launch's settings.
import { SUPPLIER_SETTINGS } from "../../src/config/read-env.ts";

/** What the barangay kit does while the supplier settings, which go together, are unset. */
const NO_SUPPLIER = "the barangay kit's price estimate names no supplier";

/** The settings, and what the site does while each is unset. */
export const OWNER_SETTINGS = {
  VITE_LEGAL_EFFECTIVE_DATE: 'the effective date of /terms and /privacy reads "to be published"',
  VITE_DATA_CONTROLLER_NAME: 'the data controller named on /privacy reads "to be published"',
  VITE_DPO_EMAIL: 'the data protection officer\'s email on /privacy reads "to be published"',
  VITE_CONTACT_EMAIL: "the site shows no email address, so the contact form is the only way to write",
  ...Object.fromEntries(Object.values(SUPPLIER_SETTINGS).map((name) => [name, NO_SUPPLIER])),
};

/**
 * One warning line per unset owner setting; settings that do the same while unset (the supplier's)
 * share one line.
 * @param {Record<string, string | undefined>} env The build's environment (Vite's resolved `env`).
 * @returns {string[]}
 */
export function unsetOwnerSettingWarnings(env) {
  /** @type {Map<string, string[]>} */
  const unsetByEffect = new Map();
  for (const [name, effect] of Object.entries(OWNER_SETTINGS)) {
    if (!env[name]?.trim()) unsetByEffect.set(effect, [...(unsetByEffect.get(effect) ?? []), name]);
  }
  return [...unsetByEffect].map(([effect, names]) =>
    names.length === 1
      ? `${names[0]} is not set: ${effect}.`
      : `${names.slice(0, -1).join(", ")} and ${names.at(-1)} are not set: ${effect}.`,
  );
}
