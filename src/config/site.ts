import { serverEnv as env } from "./server-env";

/**
 * Google's documented reCAPTCHA v2 test key: the checkbox always passes and says it is for testing.
 * Used when VITE_RECAPTCHA_SITE_KEY is unset so the form works out of the box on a developer's machine.
 */
const RECAPTCHA_TEST_SITE_KEY = "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI";

/**
 * Site identity and the deploy settings the specification does not give. Header, footer, splash,
 * metadata and the contact page read these; each has a `VITE_*` override listed in the README.
 * The defaults are search links rather than guessed listing addresses, so nothing points at a
 * page that may belong to someone else.
 */
export const siteConfig = {
  name: "Brisk",
  /** The browser chrome's colour and the share image's shade: --color-brand-950 in styles.css. */
  themeColor: "#0a1d3f",
  /** Public origin of the deployed site, used for canonical links. */
  url: env.siteUrl,
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
    url: env.socialUrl ?? "https://www.facebook.com/search/top?q=Brisk%20app",
  },
  stores: {
    googlePlay: env.googlePlayUrl ?? "https://play.google.com/store/search?q=Brisk&c=apps",
    appGallery: env.appGalleryUrl ?? "https://appgallery.huawei.com/search/Brisk",
  },
  recaptchaSiteKey: env.recaptchaSiteKey ?? RECAPTCHA_TEST_SITE_KEY,
  /** The legal pages' effective date, data controller and DPO email; no defaults, as none can be guessed. */
  legal: env.legal,
  /** First year of the copyright line in the footer. */
  copyrightYear: 2025,
} as const;
