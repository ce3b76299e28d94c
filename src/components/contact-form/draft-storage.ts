import { CONTACT_FIELDS, type ContactValues } from "./contact-schema";

const DRAFT_KEY = "brisk:contact-draft";

/**
 * The unsent message, kept in session storage so a reload does not lose it. Storage can be missing
 * or full (private modes, quotas): then the draft is simply not kept.
 */
export function readDraft(): ContactValues | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const record = parsed as Record<string, unknown>;
    if (!CONTACT_FIELDS.every((field) => typeof record[field] === "string")) return null;
    return {
      topic: typeof record.topic === "string" ? record.topic : "",
      name: record.name as string,
      email: record.email as string,
      message: record.message as string,
    };
  } catch {
    return null;
  }
}

export function writeDraft(values: ContactValues): void {
  try {
    const isEmpty = CONTACT_FIELDS.every((field) => values[field] === "");
    if (isEmpty) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Not kept; the form works the same.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
