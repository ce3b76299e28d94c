import { envField } from "astro/config";

/** A setting the site reads at build time: public, optional, and checked by readEnv() (brisk-settings). */
const setting = (context: "client" | "server") =>
  envField.string({ context, access: "public", optional: true });

/**
 * The settings (README, "Settings") as astro:env reads them, for astro.config.ts and for the tests'
 * stand-in of astro:env (vitest.config.ts), which does not load Astro's config.
 */
export const envSchema = {
  VITE_SITE_URL: setting("server"),
  VITE_EMAILJS_SERVICE_ID: setting("client"),
  VITE_EMAILJS_TEMPLATE_ID: setting("client"),
  VITE_EMAILJS_PUBLIC_KEY: setting("client"),
  VITE_RECAPTCHA_SITE_KEY: setting("server"),
  VITE_CONTACT_EMAIL: setting("server"),
  VITE_SOCIAL_URL: setting("server"),
  VITE_GOOGLE_PLAY_URL: setting("server"),
  VITE_APPGALLERY_URL: setting("server"),
  VITE_SPLASH_CREDIT: setting("server"),
  VITE_LEGAL_EFFECTIVE_DATE: setting("server"),
  VITE_DATA_CONTROLLER_NAME: setting("server"),
  VITE_DPO_EMAIL: setting("server"),
  VITE_SUPPLIER_NAME: setting("server"),
  VITE_SUPPLIER_ADDRESS: setting("server"),
  VITE_SUPPLIER_TIN: setting("server"),
  VITE_SUPPLIER_PHILGEPS: setting("server"),
  VITE_SUPPLIER_PAYMENT_METHODS: setting("server"),
  VITE_QUOTATION_VALID_DAYS: setting("server"),
  VITE_CMS_REPOSITORY: setting("server"),
  VITE_CMS_BRANCH: setting("server"),
  VITE_CMS_AUTH_URL: setting("server"),
};
