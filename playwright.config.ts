import { defineConfig, devices } from "@playwright/test";
import chromium from "./scripts/lib/chromium.cjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  // e2e/engines/ (Firefox and WebKit journeys) and e2e/built/ (checks of the built files) run in Vitest: vitest.e2e.config.ts.
  testIgnore: ["engines/**", "built/**"],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: a good part of each test is waiting (for a load, the network to go quiet,
  // an animation), so a third worker keeps the cores busy; CI's .ci/run must finish in 10 minutes.
  workers: 3,
  // The largest pages (/plans, /faqs), carrying every card's full text, take axe several seconds
  // on a busy core.
  timeout: 60_000,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL,
    // Only a retry records a trace: recording every action of every test costs a good part of the run.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromium.CHROMIUM_PATH,
      // The omnibox popup is a renderer of its own that each new context starts, busy while the page
      // loads; headless tests never show it.
      args: [
        ...chromium.CHROMIUM_FLAGS,
        "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The same command a visitor runs: it serves the build that `npm test` has just made.
    command: "npm start",
    url: baseURL,
    // The test build: stand-in EmailJS keys from .env.test, which the tests answer for.
    env: { PORT: String(PORT), BUILD_MODE: "test" },
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    timeout: 120_000,
  },
});
