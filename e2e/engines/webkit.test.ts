import type { WebDriver } from "selenium-webdriver";
import { ENGINES_BASE_URL } from "./base-url";
import { engineJourneys } from "./journeys";
import { launchWebKit, startWebKitDriver, webkitVisitor } from "./visitors";

// Debian's WebKitGTK: MiniBrowser through WebKitWebDriver, under Xvfb.
let driver: Awaited<ReturnType<typeof startWebKitDriver>> | undefined;
let browser: WebDriver | undefined;

engineJourneys({
  engine: "webkit",
  launch: async (fakes) => {
    driver = await startWebKitDriver();
    browser = await launchWebKit(driver.url, fakes.proxy);
  },
  visit: () => webkitVisitor(browser!, ENGINES_BASE_URL),
  stop: async () => {
    // Ending a session whose first window was closed can hang in WebKitWebDriver 2.50: give it a
    // moment, then end the driver, MiniBrowser and Xvfb together.
    const ended = browser?.quit().catch(() => undefined);
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
    driver?.stop();
  },
});
