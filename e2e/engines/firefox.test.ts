import type { Browser } from "puppeteer-core";
import { ENGINES_BASE_URL } from "./base-url";
import { engineJourneys } from "./journeys";
import { firefoxVisitor, launchFirefox } from "./visitors";

// Debian's Firefox ESR, headless, over WebDriver BiDi.
let browser: Browser | undefined;

engineJourneys({
  engine: "firefox",
  launch: async (fakes) => void (browser = await launchFirefox(fakes.proxy)),
  visit: () => firefoxVisitor(browser!, ENGINES_BASE_URL),
  stop: async () => browser?.close(),
});
