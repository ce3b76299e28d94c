// What `npm test` needs of the machine beyond Node and npm: Debian's browsers and their drivers for
// the browser tests, Xvfb for WebKitGTK, and Java for the Nu HTML Checker. One list, read by
// `npm test` (scripts/check-machine.mjs stops it at once when something is missing) and by .ci/run
// (which installs what is missing). No npm package is needed to read it: .ci/run asks before `npm ci`.
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * True when `file` exists and may be run.
 * @param {string} file
 */
function canRun(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when a command of this name is on PATH.
 * @param {string} name
 */
function onPath(name) {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && canRun(join(dir, name)));
}

/**
 * Each need: what it is for, whether this machine has it, and Debian's package that brings it.
 * @type {{ what: string; has: () => boolean; debian: string }[]}
 */
export const MACHINE_NEEDS = [
  {
    what: "Chromium, for the Chromium suite (CHROMIUM_PATH picks another)",
    has: () => canRun(process.env.CHROMIUM_PATH || "/usr/bin/chromium"),
    debian: "chromium",
  },
  {
    what: "Firefox ESR, for the engine journeys (FIREFOX_PATH picks another)",
    has: () => canRun(process.env.FIREFOX_PATH || "/usr/bin/firefox-esr"),
    debian: "firefox-esr",
  },
  {
    what: "WebKitWebDriver, for the WebKitGTK journeys",
    has: () => onPath("WebKitWebDriver"),
    debian: "webkit2gtk-driver",
  },
  { what: "xvfb-run, the virtual display WebKitGTK runs in", has: () => onPath("xvfb-run"), debian: "xvfb" },
  {
    what: "Java, for the Nu HTML Checker (JAVA picks another)",
    has: () => (process.env.JAVA ? canRun(process.env.JAVA) : onPath("java")),
    debian: "default-jre-headless",
  },
];

/** The needs this machine lacks. */
export const missingNeeds = () => MACHINE_NEEDS.filter((need) => !need.has());
