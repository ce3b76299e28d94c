import { engineJourneys, puppeteerEngine } from "./journeys";
import { launchChromium } from "./visitors";

// Debian's Chromium, headless, over the DevTools protocol.
engineJourneys(puppeteerEngine("chromium", launchChromium));
