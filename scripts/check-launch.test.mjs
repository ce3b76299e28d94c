// @vitest-environment node
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LAUNCH_SETTINGS, launchReport } from "./check-launch.mjs";
import { temporarySites } from "./lib/temp-sites.mjs";

/** A value for every launch setting, as a deployment would set them. */
const ALL_SET = {
  VITE_SITE_URL: "https://brisk.example.org",
  VITE_SOCIAL_URL: "https://www.facebook.com/example.brisk",
  VITE_GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=example.brisk",
  VITE_APPGALLERY_URL: "https://appgallery.huawei.com/app/C000000000",
  VITE_EMAILJS_SERVICE_ID: "service_example",
  VITE_EMAILJS_TEMPLATE_ID: "template_example",
  VITE_EMAILJS_PUBLIC_KEY: "public_example",
  VITE_RECAPTCHA_SITE_KEY: "6Lexample-site-key",
  VITE_LEGAL_EFFECTIVE_DATE: "2026-12-01",
  VITE_DATA_CONTROLLER_NAME: "Example Inc.",
  VITE_DPO_EMAIL: "dpo@example.org",
  VITE_CONTACT_EMAIL: "team@example.org",
  VITE_SUPPLIER_NAME: "Example Supplier Inc.",
  VITE_SUPPLIER_ADDRESS: "123 Sample Street, Example City",
  VITE_SUPPLIER_TIN: "000-000-000-000",
  VITE_SUPPLIER_PHILGEPS: "TEST-0000",
  VITE_SUPPLIER_PAYMENT_METHODS: "Bank transfer; GCash",
  VITE_QUOTATION_VALID_DAYS: "30",
};
const NAMES = Object.keys(ALL_SET);

/** The report's line for one setting. @param {string[]} lines @param {string} name */
const lineOf = (lines, name) => lines.find((line) => line.split(/\s+/).includes(name));

// Each test starts Node on the script, which strips its types and reads the site's settings: a
// second alone, and past 20 s on a loaded machine. 60 s, as check-html's command tests have.
describe("npm run check-launch", { timeout: 60_000 }, () => {
  const script = fileURLToPath(new URL("./check-launch.mjs", import.meta.url));
  const folderWith = temporarySites("check-launch-");
  /** The script in a folder holding `files` (.env files), with no VITE_ variable of this environment. @param {Record<string, string>} files */
  const run = (files) =>
    spawnSync(process.execPath, ["--experimental-strip-types", script], {
      cwd: folderWith(files),
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_"))),
      encoding: "utf8",
    });

  it("lists every launch setting as not set, each on its line, and exits 1 when none is set", () => {
    const { status, stdout } = run({});
    for (const name of NAMES)
      expect(lineOf(stdout.split("\n"), name), name).toMatch(/^NOT SET .* meanwhile, /);
    expect(stdout).toContain(`Not ready for a public launch: ${NAMES.length} of ${NAMES.length} settings`);
    expect(status).toBe(1);
  });

  it("exits 0 when a production build's .env sets them all", () => {
    const env = Object.entries(ALL_SET).map(([name, value]) => `${name}=${value}\n`);
    const { status, stdout } = run({ ".env.production": env.join("") });
    expect(stdout).toContain(`Ready for a public launch: all ${NAMES.length} settings are set.`);
    expect(status).toBe(0);
  });
});

describe("launchReport", () => {
  it("knows every setting of the launch, once", () => {
    expect(LAUNCH_SETTINGS.map(({ name }) => name).sort()).toEqual([...NAMES].sort());
  });

  it("shows each set value and is ready when all are set", () => {
    const { lines, ready } = launchReport(ALL_SET);
    expect(lineOf(lines, "VITE_SUPPLIER_TIN")).toMatch(/^set +VITE_SUPPLIER_TIN +000-000-000-000$/);
    expect(ready).toBe(true);
  });

  it("counts a site URL on this computer as not set", () => {
    for (const url of [
      "http://localhost:3000",
      "http://localhost:4321/",
      "http://127.0.0.1:8080",
      "http://brisk.localhost",
    ]) {
      const { lines, ready } = launchReport({ ...ALL_SET, VITE_SITE_URL: url });
      expect(lineOf(lines, "VITE_SITE_URL"), url).toMatch(
        /^NOT SET .* counts as not set; meanwhile, canonical links/,
      );
      expect(ready, url).toBe(false);
    }
  });

  it("counts Google's reCAPTCHA test key, and the search pages, as still a default", () => {
    const defaults = {
      VITE_RECAPTCHA_SITE_KEY: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
      VITE_SOCIAL_URL: "https://www.facebook.com/search/top?q=Brisk%20app",
      VITE_GOOGLE_PLAY_URL: "https://play.google.com/store/search?q=Brisk&c=apps",
      VITE_APPGALLERY_URL: "https://appgallery.huawei.com/search/Brisk",
    };
    for (const [name, value] of Object.entries(defaults)) {
      const { lines, ready } = launchReport({ ...ALL_SET, [name]: value });
      expect(lineOf(lines, name), name).toMatch(/^DEFAULT .* is the default; meanwhile, /);
      expect(ready, name).toBe(false);
    }
  });

  it("is not ready while the build would refuse a value, and says why", () => {
    const { lines, ready } = launchReport({ ...ALL_SET, VITE_SUPPLIER_TIN: "12-34" });
    expect(lines).toContain(
      'The build would stop: VITE_SUPPLIER_TIN must be a TIN of 9 to 14 digits, written with dashes or spaces or neither (123-456-789-000), got "12-34"',
    );
    expect(ready).toBe(false);
  });
});
