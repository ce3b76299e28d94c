import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The journeys in Firefox ESR and WebKitGTK (e2e/engines/), apart from the unit tests: Node, not
// jsdom, one file per engine, each engine's tests one after another in its own browser.
export default defineConfig({
  // The words the journeys expect come from the site's content modules.
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["e2e/engines/*.test.ts"],
    environment: "node",
    globalSetup: ["e2e/engines/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    retry: process.env.CI ? 1 : 0,
  },
});
