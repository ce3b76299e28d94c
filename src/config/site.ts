import { DEFAULTS } from "./read-env";
import { serverEnv as env } from "./server-env";

/**
 * Site identity and the deploy settings the specification does not give. Header, footer, splash,
 * metadata and the contact page read these; each has a `VITE_*` override listed in the README.
 * Where a setting is unset, its default (DEFAULTS, config/read-env.ts), or nothing where no
 * default could be true.
 */
export const siteConfig = {
  name: "Brisk",
  /** The browser chrome's colour and the share image's shade: --color-brand-950 in styles.css. */
  themeColor: "#0a1d3f",
  /** Public origin of the deployed site, used for canonical links. */
  url: env.siteUrl,
  /** Whether `url` is the deployed site's (VITE_SITE_URL set), so a printed paper may name it. */
  urlIsSet: env.siteUrlSet,
  /**
   * The name shown after "from" under the logo on the splash screen, the same in every language;
   * unset, each language says "the Brisk team" in its own words (src/content/<lang>/ui.yaml).
   */
  splashCredit: env.splashCredit,
  contact: {
    /** No default: the spec gives no address. Unset, the site shows none and the build warns. */
    email: env.contactEmail,
  },
  social: {
    label: "Facebook",
    url: env.socialUrl ?? DEFAULTS.socialUrl,
  },
  stores: {
    googlePlay: env.googlePlayUrl ?? DEFAULTS.googlePlayUrl,
    appGallery: env.appGalleryUrl ?? DEFAULTS.appGalleryUrl,
  },
  /** Unset, Google's test key, so the form works out of the box on a developer's machine. */
  recaptchaSiteKey: env.recaptchaSiteKey ?? DEFAULTS.recaptchaSiteKey,
  /** The legal pages' effective date, data controller and DPO email; no defaults, as none can be guessed. */
  legal: env.legal,
  /**
   * Brisk as the supplier on the barangay kit's price estimate (Supplier, config/read-env.ts):
   * name, address, TIN, PhilGEPS registration, payment methods, days of validity. Undefined while
   * the six settings are unset: the kit's price estimate then names no supplier.
   */
  supplier: env.supplier,
  /** First year of the copyright line in the footer. */
  copyrightYear: 2025,
} as const;
