// `npm run check-launch`: before a public launch, every setting the launch needs (README,
// "Settings"), read as a production build reads them (Vite's loadEnv: .env, .env.local,
// .env.production, .env.production.local, and the environment, which wins), each with its state
// and what the site does meanwhile. Exits 1 while any is not set or still a default, or while the
// build would refuse a value; 0 when all are set. Not part of CI: a local or test build rightly
// runs without them.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { DEFAULTS, read, readEnv } from "../src/config/read-env.ts";
import { OWNER_SETTINGS } from "./build/owner-settings.mjs";

/**
 * @typedef {object} LaunchSetting
 * @property {string} name
 * @property {string} meanwhile What the site does while it is not set (or still its default).
 * @property {string} [placeholder] The value the site uses while it is unset: set to it, it is still a default.
 * @property {(value: string) => boolean} [unsetIf] Values that count as not set.
 */

/** Whether a URL's host is this computer's, where no visitor can follow a canonical link. @param {string} value */
const isLocal = (value) => {
  try {
    return /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\])$/.test(new URL(value).hostname);
  } catch {
    return false;
  }
};

const NO_EMAILJS = "the contact form cannot send: a visitor who tries sees its error notice";

/**
 * Every setting a public launch needs, one line each. VITE_SPLASH_CREDIT is not among them: unset,
 * the splash credits "the Brisk team", which is true.
 * @type {LaunchSetting[]}
 */
export const LAUNCH_SETTINGS = [
  {
    name: "VITE_SITE_URL",
    meanwhile: `canonical links, the sitemap and share previews point at this computer (${DEFAULTS.siteUrl} when unset), where no visitor can follow them`,
    unsetIf: isLocal,
  },
  {
    name: "VITE_SOCIAL_URL",
    meanwhile: "the Facebook link opens a Facebook search for Brisk",
    placeholder: DEFAULTS.socialUrl,
  },
  {
    name: "VITE_GOOGLE_PLAY_URL",
    meanwhile: "the Google Play buttons and the poster's QR code open a Google Play search for Brisk",
    placeholder: DEFAULTS.googlePlayUrl,
  },
  {
    name: "VITE_APPGALLERY_URL",
    meanwhile: "the AppGallery button opens an AppGallery search for Brisk",
    placeholder: DEFAULTS.appGalleryUrl,
  },
  { name: "VITE_EMAILJS_SERVICE_ID", meanwhile: NO_EMAILJS },
  { name: "VITE_EMAILJS_TEMPLATE_ID", meanwhile: NO_EMAILJS },
  { name: "VITE_EMAILJS_PUBLIC_KEY", meanwhile: NO_EMAILJS },
  {
    name: "VITE_RECAPTCHA_SITE_KEY",
    meanwhile:
      "the contact form uses Google's test key, which lets every message through and says it is for testing",
    placeholder: DEFAULTS.recaptchaSiteKey,
  },
  ...Object.entries(OWNER_SETTINGS).map(([name, meanwhile]) => ({ name, meanwhile })),
];

/** @typedef {"set" | "NOT SET" | "DEFAULT"} State */

/** @param {LaunchSetting} setting @param {string | undefined} value @returns {State} */
const stateOf = ({ placeholder, unsetIf }, value) =>
  value === undefined || unsetIf?.(value) ? "NOT SET" : value === placeholder ? "DEFAULT" : "set";

/**
 * The report: a line per launch setting, then the verdict.
 * @param {Record<string, string | undefined>} vars The settings, as the build reads them.
 * @returns {{ lines: string[], ready: boolean }}
 */
export function launchReport(vars) {
  const width = Math.max(...LAUNCH_SETTINGS.map(({ name }) => name.length));
  const states = LAUNCH_SETTINGS.map((setting) => {
    const value = read(vars[setting.name]);
    const state = stateOf(setting, value);
    const said = { set: "", "NOT SET": "counts as not set; ", DEFAULT: "is the default; " }[state];
    const what =
      state === "set" ? value : `${value ? `${value} ${said}` : ""}meanwhile, ${setting.meanwhile}`;
    return { state, line: `${state.padEnd(8)} ${setting.name.padEnd(width)}  ${what}` };
  });
  const missing = states.filter(({ state }) => state !== "set").length;
  /** @type {string | undefined} */
  let refused;
  try {
    readEnv(vars);
  } catch (error) {
    refused = error instanceof Error ? error.message : String(error);
  }
  const lines = [
    "Settings for a public launch, as a production build reads them (.env files and the environment):",
    "",
    ...states.map(({ line }) => line),
    "",
    ...(refused ? [`The build would stop: ${refused}`] : []),
    missing > 0 || refused
      ? `Not ready for a public launch: ${missing} of ${states.length} settings are not set or still a default${refused ? ", and the build would stop" : ""}. .env.example says what each is; set them where the site is built, then run npm run check-launch again.`
      : `Ready for a public launch: all ${states.length} settings are set.`,
  ];
  return { lines, ready: missing === 0 && !refused };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { lines, ready } = launchReport(loadEnv("production", process.cwd(), "VITE_"));
  console.log(lines.join("\n"));
  process.exitCode = ready ? 0 : 1;
}
