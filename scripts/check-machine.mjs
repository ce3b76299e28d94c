// Run first by `npm test`: stops it at once, with one message, when the machine lacks a browser, a
// driver, Xvfb or Java (scripts/lib/machine-needs.mjs), instead of a failure per test later.
// `--debian` prints only the missing Debian packages, a line, for .ci/run to install.
import { missingNeeds } from "./lib/machine-needs.mjs";

const missing = missingNeeds();
if (process.argv.includes("--debian")) {
  console.log(missing.map((need) => need.debian).join(" "));
} else if (missing.length) {
  console.error(
    [
      "npm test needs what this machine lacks:",
      ...missing.map((need) => `  - ${need.what}`),
      "On Debian, install them with:",
      `  sudo apt-get install ${missing.map((need) => need.debian).join(" ")}`,
      "Elsewhere (a Mac, Windows), run the tests that need none of them: npm run test:unit, and",
      "npm run build:test && npm run test:built.",
    ].join("\n"),
  );
  process.exitCode = 1;
}
