import { ENGINES_BASE_URL } from "./base-url";
import { engineJourneys } from "./journeys";
import { startWebKitDriver, webkitVisitor } from "./visitors";

// Debian's WebKitGTK: MiniBrowser through WebKitWebDriver, under Xvfb.
let driver: Awaited<ReturnType<typeof startWebKitDriver>> | undefined;
let proxy = "";

engineJourneys({
  engine: "webkit",
  launch: async (fakes) => {
    proxy = fakes.proxy;
    driver = await startWebKitDriver();
  },
  visit: () => webkitVisitor(driver!.url, proxy, ENGINES_BASE_URL),
  stop: async () => driver?.stop(),
});
