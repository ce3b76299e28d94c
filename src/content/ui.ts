/**
 * The interface's own words, on every page: the skip link, header, footer, splash, cards, dialogs
 * and store buttons. The language's layout route hands them to the components (site/ui-text.tsx),
 * so each page ships one language's. ui.fil.ts is the Filipino twin, typed by UiText.
 */

import type { AvailabilityStatus } from "./constants";
import { platformStatus } from "./derived";

/** A store button's first words, by its platform's availability. */
const storeKickers: Record<AvailabilityStatus, string> = {
  available: "Get it on",
  "under-review": "Under review on",
  "coming-soon": "Coming soon on the",
};

export const ui = {
  skipLink: "Skip to main content",
  header: {
    homeLabel: `Brisk home`,
    menu: "Menu",
    navLabel: "Main",
  },
  footer: {
    about:
      "Brisk is a mobile app for reporting incidents and emergencies in the Philippines to the agencies that respond, and for following each report live.",
    follow: (network: string) => `Follow Brisk on ${network}`,
    rights: "All rights reserved.",
  },
  /** Said after a link that opens a new tab. */
  newTab: "(opens in a new tab)",
  /** Before the splash credit: "from the Brisk team". */
  splashFrom: "from",
  /** The splash credit when the deploy names no one (VITE_SPLASH_CREDIT). */
  splashCredit: "the Brisk team",
  card: {
    readMore: "Read More",
    price: "Price:",
  },
  dialogClose: "Close",
  /** The contact form's notices: their region, named with the key that reaches it, and close button. */
  notices: { region: "Notices (Alt+T)", close: "Close notice" },
  /** Read before a form field's error by screen readers, which may not announce the red colour. */
  errorPrefix: "Error:",

  stores: {
    getItOn: storeKickers.available,
    /**
     * AppGallery's button opens its listing (SPEC section 2) but invites no download while
     * Harmony-OS is under review: its first words follow the platform's status in constants.ts.
     */
    appGalleryKicker: storeKickers[platformStatus("harmonyos")],
    comingSoonOn: storeKickers["coming-soon"],
    comingSoonFor: "Coming soon for",
    comingSoonTitle: (platform: string) => `${platform} App Coming Soon!`,
    comingSoonText: (platform: string) =>
      `We're bringing Brisk to ${platform}. In the meantime, the Android app is available on `,
    gotIt: "Got it!",
  },
};

/** The interface's words in any language: ui.ts's shape, any strings. */
export type UiText = typeof ui;
