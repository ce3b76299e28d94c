/**
 * The contact page's words as its components take them: the sections of
 * src/content/<lang>/contact.yaml (content/page-words.ts declares them), which the page module
 * reads and hands down. The form's counter stays a template, filled in as the visitor types.
 */
import type { ContactTopic } from "~/content/contact-structure";
import { formatTemplate, type Template } from "~/lib/message-template";
import { CONTACT_LIMITS, type ContactCheckText, type ContactField } from "./contact-schema";

/** A notice after a send, shown in the page under the send button: a heading and a sentence (SPEC section 8). */
export type Notice = { title: string; text: string };

/** A field's label and the messages of its checks. */
export type ContactFieldText = { label: string } & ContactCheckText;

/** The contact form's own words: its title, fields, status lines, buttons and notices. */
export type ContactFormText = {
  formTitle: string;
  fields: Record<ContactField, ContactFieldText>;
  /** The error summary's heading. */
  errorSummaryTitle: string;
  /** The message counter near the limit: characters left, or over (`{count}`). */
  counter: { remaining: Template; over: Template };
  /** The topic choice: its label, a hint, the empty choice's words and each topic's words. */
  topic: { label: string; hint: string; none: string; options: Record<ContactTopic, string> };
  notices: Record<"captchaRequired" | "sendError" | "sent", Notice>;
  /** Said when the form refuses a submit with errors. */
  notSent: string;
  /** Said while the message is on its way. */
  sendingStatus: string;
  /** Added to the send error: nothing typed was lost. */
  keptAfterError: string;
  /** Added to the send error: the reCAPTCHA box must be ticked again for the next try. */
  tickAgain: string;
  captchaFailed: string;
  needsJavaScript: string;
  /** Before the email link, where the form cannot be used or a send failed. */
  emailInstead: string;
  /** Before the social network's link, in the email link's place when no address is set. */
  socialInstead: string;
  /** What the form does with what is typed; followed by the link to the privacy policy. */
  privacy: string;
  privacyLink: string;
  submit: string;
  submitting: string;
};

/** The form's words as the words files give them: each field's `tooLong` names its `{limit}`. */
export type ContactFormWords = Omit<ContactFormText, "fields"> & {
  fields: Record<ContactField, Omit<ContactFieldText, "tooLong"> & { tooLong: Template }>;
};

/** The form's words with each field's limit written into its message, once, where the page is built. */
export function withLimits(words: ContactFormWords, locale: string): ContactFormText {
  const field = (name: ContactField): ContactFieldText => ({
    ...words.fields[name],
    tooLong: formatTemplate(words.fields[name].tooLong, { limit: CONTACT_LIMITS[name] }, locale),
  });
  return { ...words, fields: { name: field("name"), email: field("email"), message: field("message") } };
}

/**
 * Another way to write to the team, offered where the form cannot be used or a send failed: the
 * email address when the site has one (VITE_CONTACT_EMAIL), else its social page. Chosen at build.
 */
export type OtherWay = {
  /** The words before the link: "You can also email us at". */
  before: string;
  label: string;
  href: string;
  /** Said by screen readers after a link that opens in a new tab; none for an email link. */
  newTab?: string;
};

/** The not-for-emergencies notice above the form: said before the hotline's number. */
export type EmergencyText = { title: string; text: string };

/** The box beside the form with the other ways to reach the team. */
export type ContactDetailsText = {
  title: string;
  text: string;
  emailLabel: string;
  /** The social link's words, its network filled in by the page: "Brisk on Facebook". */
  socialLink: string;
};
