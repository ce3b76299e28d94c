import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The tests of the built site that Vitest runs, apart from the unit tests (vitest.config.ts) and
// the Chromium suite (Playwright), in Node rather than jsdom, after the build:
// - built: what needs no browser, read from the built files (e2e/built/);
// - engines: the journeys in Chromium, Firefox ESR and WebKitGTK (e2e/engines/), one file per engine, each
//   engine's tests one after another in its own browser.
export default defineConfig({
  // The words the tests expect come from the site's content modules.
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    // Vitest's default, one worker fewer than the cores, would run the engines one after the other
    // on two cores; their time is mostly the browsers', so two run side by side (three measured
    // the same, 46 s against 45 s, on two cores).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "built",
          include: ["e2e/built/*.test.ts"],
          environment: "node",
          // A role query over the largest pages (/plans: 14 dialogs, the tables, the finder) takes
          // 0.5 to 2.3 s on a quiet machine and 10 s was seen with two builds beside it: Vitest's
          // 5 s would fail a test for the machine's load, not for the page.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "engines",
          include: ["e2e/engines/*.test.ts"],
          environment: "node",
          globalSetup: ["e2e/engines/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
