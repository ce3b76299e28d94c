/**
 * What a visitor typed into a form, kept in session storage so that a reload or a switch of
 * language does not lose it (the contact form, the plan finder). Storage can be missing or full
 * (private modes, quotas): then nothing is kept, and the form works the same.
 */
export function sessionDraft<T extends Record<string, unknown>>(
  key: string,
  /** The draft from what was stored, or null when it is not one. */
  parse: (record: Record<string, unknown>) => T | null,
) {
  return {
    read(): T | null {
      try {
        const raw = window.sessionStorage.getItem(key);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        return parsed && typeof parsed === "object" ? parse(parsed as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
    /** Keeps the draft; null forgets it. */
    write(draft: T | null): void {
      try {
        if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft));
        else window.sessionStorage.removeItem(key);
      } catch {
        // Not kept.
      }
    },
  };
}
