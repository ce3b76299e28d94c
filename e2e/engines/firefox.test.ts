import { engineJourneys, puppeteerEngine } from "./journeys";
import { launchFirefox } from "./visitors";

// Debian's Firefox ESR, headless, over WebDriver BiDi.
engineJourneys(puppeteerEngine("firefox", launchFirefox));
