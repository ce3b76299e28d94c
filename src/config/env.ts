import { VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID } from "astro:env/client";
import { read } from "./read-env";

/**
 * The settings the browser needs: the contact form's EmailJS keys, from astro:env/client, which
 * the build writes into the form's script. The others are the pages' (config/server-env.ts): a
 * browser script that imported them would stop the build.
 */
export const env = {
  emailjs: {
    serviceId: read(VITE_EMAILJS_SERVICE_ID),
    templateId: read(VITE_EMAILJS_TEMPLATE_ID),
    publicKey: read(VITE_EMAILJS_PUBLIC_KEY),
  },
} as const;
