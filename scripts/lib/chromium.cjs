// Debian's Chromium and the flags every tool that drives it here passes (the browser tests and
// Lighthouse): nothing may download a browser of its own. CommonJS so that both the Playwright
// config and Lighthouse CI's .cjs configs can load it.

/** The browser binary; CHROMIUM_PATH overrides. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The machine has no network beyond localhost, so Chromium's background services would only fail
 * and add noise. No sandbox because CI runs as root.
 */
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS };
