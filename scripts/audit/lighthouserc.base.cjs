// Lighthouse CI settings both passes extend (lighthouserc.mobile.cjs, lighthouserc.slow-cpu.cjs).
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require("../lib/chromium.cjs");

module.exports = {
  ci: {
    collect: {
      chromePath: CHROMIUM_PATH,
      settings: {
        // A string, not an array: lhci appends its own " --headless=new" to it as text.
        chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS].join(" "),
      },
    },
  },
};
