import { EMERGENCY_HOTLINE } from "./constants";
import { formatCount } from "~/lib/format";
import type { PageText } from "./pages";

/**
 * The page's meta description and the sentence under its h1; its name is in
 * src/content/en/page-names.yaml, joined to these where the page is drawn (contact.astro).
 */
export const contactPage = {
  description:
    "Send the Brisk team a message about the app, your barangay or your agency. The contact form is for questions, not for reporting emergencies.",
  subtitle: "Questions about the app, your barangay or your agency? Send us a message.",
} satisfies PageText;

/** A notice shown as a toast and written in the form's status line. */
export type Notice = {
  title: string;
  text: string;
};

/** The contact form's notices, word for word from SPEC section 8. */
export const contactNotices = {
  captchaRequired: {
    title: "reCAPTCHA Required",
    text: "Please complete the reCAPTCHA before submitting.",
  },
  sendError: {
    title: "Error",
    text: "There was a problem sending your message. Please try again later.",
  },
  sent: {
    title: "Message Sent",
    text: "Thank you for contacting us. We'll respond shortly.",
  },
} as const satisfies Record<string, Notice>;

/** What a message is about: the form's topic choice, sent to the team as the `topic` parameter. */
export type ContactTopic = "resident" | "barangay" | "agency" | "media" | "other";

/** A field's label and the messages of its checks. */
export type ContactFieldText = {
  label: string;
  /** When it is left empty. */
  required: string;
  /** When it is longer than its limit, given formatted. */
  tooLong: (limit: string) => string;
  /** When it is not in the right form (the email address). */
  format?: string;
};

/** The contact form's own words: its title, fields, status lines, buttons and notices. */
export type ContactFormText = {
  formTitle: string;
  fields: Record<"name" | "email" | "message", ContactFieldText>;
  /** The error summary's heading, and the word screen readers hear before a field's error. */
  errorSummaryTitle: string;
  /** The message counter near the limit: characters left, or over. */
  counter: { remaining: (count: number) => string; over: (count: number) => string };
  /** The topic choice: its label, the empty choice's words and each topic's words. */
  topic: { label: string; hint: string; none: string; options: Record<ContactTopic, string> };
  notices: Record<keyof typeof contactNotices, Notice>;
  /** Said when the form refuses a submit with errors. */
  notSent: string;
  /** Said while the message is on its way. */
  sendingStatus: string;
  /** Added to the send error: nothing typed was lost. */
  keptAfterError: string;
  captchaFailed: string;
  needsJavaScript: string;
  /** Before the email link, where the form cannot be used; left out when no address is set. */
  emailInstead: string;
  /** What the form does with what is typed; followed by the link to the privacy policy. */
  privacy: string;
  privacyLink: string;
  submit: string;
  submitting: string;
};

/** "1 character", "4,500 characters". */
const characters = (count: number) => `${formatCount(count)} ${count === 1 ? "character" : "characters"}`;

export const contactFormText = {
  formTitle: "Send us a message",
  fields: {
    name: {
      label: "Your name",
      required: "Enter your name",
      tooLong: (limit) => `Name must be ${limit} characters or fewer`,
    },
    email: {
      label: "Email address",
      required: "Enter your email address",
      tooLong: (limit) => `Email address must be ${limit} characters or fewer`,
      format: "Enter an email address in the correct format, like name@example.com",
    },
    message: {
      label: "Message",
      required: "Enter your message",
      tooLong: (limit) => `Message must be ${limit} characters or fewer`,
    },
  },
  errorSummaryTitle: "There is a problem",
  counter: {
    remaining: (count) => `You have ${characters(count)} remaining`,
    over: (count) => `You have ${characters(count)} too many`,
  },
  topic: {
    label: "What is your message about?",
    hint: "Optional. It helps us pass your message to the right person.",
    none: "Choose a topic",
    options: {
      resident: "I am a resident",
      barangay: "My barangay",
      agency: "My agency",
      media: "I am from the media",
      other: "Something else",
    },
  },
  notices: contactNotices,
  notSent: "Your message was not sent. Fix the problems listed above.",
  sendingStatus: "Sending your message...",
  keptAfterError: "Your message is still in the form.",
  captchaFailed:
    "The reCAPTCHA security check could not be loaded, so the form cannot be sent right now. It may be blocked by your browser or network. Your message is kept here.",
  emailInstead: "You can also email us at",
  needsJavaScript: "The contact form needs JavaScript, which is turned off or blocked in your browser.",
  privacy:
    "We use your name, email address and message only to answer you. The form sends them to us through EmailJS, an email delivery service, and is protected by Google reCAPTCHA against spam.",
  /** Its end is the privacy policy's name in page-names.yaml (a test holds them alike). */
  privacyLink: "Read our Privacy Policy",
  submit: "Send message",
  submitting: "Sending...",
} as const satisfies ContactFormText;

/** The not-for-emergencies notice above the form. */
export const emergencyNotice = {
  title: "This form is not for emergencies",
  text: "Messages sent here are not monitored for urgent help. If someone is in danger or you need help now, call the national emergency hotline",
  hotline: EMERGENCY_HOTLINE,
} as const;

/** The box beside the form with the other ways to reach the team. */
export const contactDetailsText = {
  title: "Other ways to reach us",
  text: "You can also reach the Brisk team through the links below.",
  emailLabel: "Email",
  /** The social link's words, e.g. "Brisk on Facebook". */
  socialLink: (network: string) => `Brisk on ${network}`,
} as const;
