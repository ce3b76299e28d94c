/** The contact form's fields, limits and checks. */

/** The fields a visitor must fill in; each has a label, a limit and a check. */
export type ContactField = "name" | "email" | "message";

/** What is typed, and the topic chosen ("" for none): an optional choice, never checked. */
export type ContactValues = Record<ContactField, string> & { topic: string };

export type ContactErrors = Partial<Record<ContactField, string>>;

/** What a field's checks say, in the page's language (contact-text.ts gives them with its label). */
export type ContactCheckText = {
  /** When it is left empty. */
  required: string;
  /** When it is longer than its limit. */
  tooLong: string;
  /** When it is not in the right form (the email address). */
  format?: string;
};

/** Maximum lengths: a long name, the longest valid email address (RFC 5321), a long letter. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  message: 5000,
};

/** The message counter shows once this few characters are left. */
export const MESSAGE_COUNTER_THRESHOLD = 500;

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

/**
 * Checks the form. Each message, in the page's language (`fields`), says what to do, for the field
 * and the error summary alike.
 */
export function validateContact(
  values: ContactValues,
  fields: Record<ContactField, ContactCheckText>,
): ContactErrors {
  const trimmed = trimContact(values);
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = trimmed[field];
    const text = fields[field];
    if (!value) errors[field] = text.required;
    else if (value.length > CONTACT_LIMITS[field]) errors[field] = text.tooLong;
    else if (field === "email" && !EMAIL_PATTERN.test(value)) errors[field] = text.format;
  }
  return errors;
}
