import { sessionDraft } from "~/lib/session-draft";
import { CONTACT_FIELDS, type ContactValues } from "./contact-schema";

/** The unsent message, kept for the tab's session so that a reload or a language switch does not lose it. */
const draft = sessionDraft<ContactValues>("brisk:contact-draft", (record) =>
  CONTACT_FIELDS.every((field) => typeof record[field] === "string")
    ? {
        topic: typeof record.topic === "string" ? record.topic : "",
        name: record.name as string,
        email: record.email as string,
        message: record.message as string,
      }
    : null,
);

export const readDraft = (): ContactValues | null => draft.read();

export function writeDraft(values: ContactValues): void {
  draft.write(CONTACT_FIELDS.every((field) => values[field] === "") ? null : values);
}

export const clearDraft = (): void => draft.write(null);
