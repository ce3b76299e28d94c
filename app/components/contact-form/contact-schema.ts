/** The contact form's fields, limits and checks. */

import { formatCount } from "~/lib/format";

/** The fields a visitor must fill in; each has a label, a limit and a check. */
export type ContactField = "name" | "email" | "message";

/** What is typed, and the topic chosen ("" for none): an optional choice, never checked. */
export type ContactValues = Record<ContactField, string> & { topic: string };

export type ContactErrors = Partial<Record<ContactField, string>>;

/** Maximum lengths: a long name, the longest valid email address (RFC 5321), a long letter. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  message: 5000,
};

/** The message counter shows once this few characters are left. */
export const MESSAGE_COUNTER_THRESHOLD = 500;

export const CONTACT_LABELS: Record<ContactField, string> = {
  name: "Your name",
  email: "Email address",
  message: "Message",
};

/** Field order, for the error summary and focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "message"];

export const EMPTY_CONTACT: ContactValues = { topic: "", name: "", email: "", message: "" };

// The HTML standard's definition of a valid email address: the same check as <input type="email">.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Values as they will be sent: trimmed of surrounding spaces. */
export function trimContact(values: ContactValues): ContactValues {
  return {
    topic: values.topic,
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}

/** Checks the form. Each message says what to do, for the field and the error summary alike. */
export function validateContact(values: ContactValues): ContactErrors {
  const { name, email, message } = trimContact(values);
  const errors: ContactErrors = {};

  if (!name) errors.name = "Enter your name";
  else if (name.length > CONTACT_LIMITS.name) {
    errors.name = `Name must be ${CONTACT_LIMITS.name} characters or fewer`;
  }

  if (!email) errors.email = "Enter your email address";
  else if (email.length > CONTACT_LIMITS.email) {
    errors.email = `Email address must be ${CONTACT_LIMITS.email} characters or fewer`;
  } else if (!EMAIL_PATTERN.test(email)) {
    errors.email = "Enter an email address in the correct format, like name@example.com";
  }

  if (!message) errors.message = "Enter your message";
  else if (message.length > CONTACT_LIMITS.message) {
    errors.message = `Message must be ${formatCount(CONTACT_LIMITS.message)} characters or fewer`;
  }

  return errors;
}
