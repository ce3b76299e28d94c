import type { ContactField } from "./contact-schema";

/** DOM ids of a field's input, error and hint, for labels, links and aria-describedby. */
export const fieldId = (field: ContactField) => `contact-${field}`;
export const fieldErrorId = (field: ContactField) => `contact-${field}-error`;
export const fieldHintId = (field: ContactField) => `contact-${field}-hint`;
