/** The Contact page in Filipino: the twin of contact.ts. */
import { EMERGENCY_HOTLINE } from "./constants";
import type * as english from "./contact";
import type { ContactFormText, Notice } from "./contact";
import type { Translation } from "./types";
import { formatCount } from "~/lib/format.fil";
import type { PageText } from "./pages";

/**
 * The page's meta description and the sentence under its h1; its name is in
 * src/content/fil/page-names.yaml, joined to these where the page is drawn (contact.astro).
 */
export const contactPage = {
  description:
    "Magpadala ng mensahe sa Brisk team tungkol sa app, o sa barangay o ahensya mo. Para sa mga tanong ang form na ito, hindi para mag-report ng emergency.",
  subtitle: "May tanong ka tungkol sa app, sa barangay mo o sa ahensya mo? Padalhan kami ng mensahe.",
} satisfies PageText;

/** The form's notices (SPEC section 8), in Filipino. */
export const contactNotices = {
  captchaRequired: {
    title: "Kailangan ang reCAPTCHA",
    text: "Pakisagutan muna ang reCAPTCHA bago ipadala.",
  },
  sendError: {
    title: "May Error",
    text: "Nagkaproblema sa pagpapadala ng mensahe mo. Pakisubukan ulit mamaya.",
  },
  sent: {
    title: "Naipadala na ang Mensahe",
    text: "Salamat sa pakikipag-ugnayan sa amin. Sasagot kami sa lalong madaling panahon.",
  },
} as const satisfies Record<keyof typeof english.contactNotices, Notice>;

export const contactFormText = {
  formTitle: "Padalhan kami ng mensahe",
  fields: {
    name: {
      label: "Pangalan mo",
      required: "Ilagay ang pangalan mo",
      tooLong: (limit) => `Hanggang ${limit} character lang ang pangalan`,
    },
    email: {
      label: "Email address",
      required: "Ilagay ang email address mo",
      tooLong: (limit) => `Hanggang ${limit} character lang ang email address`,
      format: "Ilagay ang email address sa tamang format, gaya ng name@example.com",
    },
    message: {
      label: "Mensahe",
      required: "Ilagay ang mensahe mo",
      tooLong: (limit) => `Hanggang ${limit} character lang ang mensahe`,
    },
  },
  errorSummaryTitle: "May problema",
  counter: {
    remaining: (count) => `May natitira ka pang ${formatCount(count)} character`,
    over: (count) => `Lumampas ka nang ${formatCount(count)} character`,
  },
  topic: {
    label: "Tungkol saan ang mensahe mo?",
    hint: "Opsyonal. Makakatulong ito para maipasa namin ang mensahe mo sa tamang tao.",
    none: "Pumili ng paksa",
    options: {
      resident: "Residente ako",
      barangay: "Ang aming barangay",
      agency: "Ang aming ahensya",
      media: "Taga-media ako",
      other: "Iba pa",
    },
  },
  notices: contactNotices,
  notSent: "Hindi naipadala ang mensahe mo. Ayusin ang mga problemang nakalista sa itaas.",
  sendingStatus: "Ipinapadala ang mensahe mo...",
  keptAfterError: "Nasa form pa rin ang mensahe mo.",
  captchaFailed:
    "Hindi ma-load ang reCAPTCHA security check, kaya hindi pa maipadala ang form ngayon. Baka hinaharangan ito ng browser o network mo. Nandito pa rin ang mensahe mo.",
  emailInstead: "Puwede mo rin kaming i-email sa",
  needsJavaScript: "Kailangan ng contact form ang JavaScript, na naka-off o naka-block sa browser mo.",
  privacy:
    "Ginagamit lang namin ang pangalan, email address at mensahe mo para sagutin ka. Ipinapadala ng form ang mga ito sa amin sa pamamagitan ng EmailJS, isang email delivery service. Pinoprotektahan naman ng Google reCAPTCHA ang form laban sa spam.",
  /** Its end is the privacy policy's name in page-names.yaml (a test holds them alike). */
  privacyLink: "Basahin ang aming Patakaran sa Privacy",
  submit: "Ipadala ang mensahe",
  submitting: "Ipinapadala...",
} as const satisfies ContactFormText;

/** The not-for-emergencies notice above the form. */
export const emergencyNotice = {
  title: "Hindi para sa emergency ang form na ito",
  text: "Hindi binabantayan ang mga mensaheng ipinapadala rito para sa agarang tulong. Kung may taong nasa panganib o kailangan mo ng tulong ngayon, tumawag sa national emergency hotline na",
  hotline: EMERGENCY_HOTLINE,
} as const satisfies Translation<typeof english.emergencyNotice>;

/** The box beside the form with the other ways to reach the team. */
export const contactDetailsText = {
  title: "Iba pang paraan para makipag-ugnayan sa amin",
  text: "Puwede ka ring makipag-ugnayan sa Brisk team gamit ang mga link sa ibaba.",
  emailLabel: "Email",
  socialLink: (network: string) => `Brisk sa ${network}`,
} as const satisfies Translation<typeof english.contactDetailsText>;
