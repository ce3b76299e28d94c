// Lighthouse CI settings both passes extend (lighthouserc.simulated.cjs, lighthouserc.devtools.cjs).
module.exports = {
  ci: {
    collect: {
      // Debian's Chromium: nothing may download a browser.
      chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      settings: {
        // A string, not an array: lhci appends its own " --headless=new" to it as text.
        // No sandbox as we run as root; the rest keep Chromium from calling Google's services,
        // which this machine, with no network beyond localhost, refuses.
        chromeFlags: [
          "--headless=new",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ].join(" "),
      },
    },
  },
};
