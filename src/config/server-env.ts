import {
  VITE_APPGALLERY_URL,
  VITE_CMS_AUTH_URL,
  VITE_CMS_BRANCH,
  VITE_CMS_REPOSITORY,
  VITE_CONTACT_EMAIL,
  VITE_DATA_CONTROLLER_NAME,
  VITE_DPO_EMAIL,
  VITE_GOOGLE_PLAY_URL,
  VITE_LEGAL_EFFECTIVE_DATE,
  VITE_QUOTATION_VALID_DAYS,
  VITE_RECAPTCHA_SITE_KEY,
  VITE_SITE_URL,
  VITE_SOCIAL_URL,
  VITE_SPLASH_CREDIT,
  VITE_SUPPLIER_ADDRESS,
  VITE_SUPPLIER_NAME,
  VITE_SUPPLIER_PAYMENT_METHODS,
  VITE_SUPPLIER_PHILGEPS,
  VITE_SUPPLIER_TIN,
} from "astro:env/server";
import { readEnv } from "./read-env";

/**
 * The settings the pages read when they are built, from astro:env/server (declared in
 * astro.config.ts), through readEnv(), which astro.config.ts has already run on the same values, so
 * nothing here fails. The rest of the site reads them through `siteConfig` (config/site.ts); the
 * contact form's EmailJS keys, the one setting the browser needs, are in config/env.ts.
 */
export const serverEnv = readEnv({
  VITE_SITE_URL,
  VITE_RECAPTCHA_SITE_KEY,
  VITE_CONTACT_EMAIL,
  VITE_SOCIAL_URL,
  VITE_GOOGLE_PLAY_URL,
  VITE_APPGALLERY_URL,
  VITE_SPLASH_CREDIT,
  VITE_LEGAL_EFFECTIVE_DATE,
  VITE_DATA_CONTROLLER_NAME,
  VITE_DPO_EMAIL,
  VITE_SUPPLIER_NAME,
  VITE_SUPPLIER_ADDRESS,
  VITE_SUPPLIER_TIN,
  VITE_SUPPLIER_PHILGEPS,
  VITE_SUPPLIER_PAYMENT_METHODS,
  VITE_QUOTATION_VALID_DAYS,
  VITE_CMS_REPOSITORY,
  VITE_CMS_BRANCH,
  VITE_CMS_AUTH_URL,
});
