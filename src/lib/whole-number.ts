/** Why a typed value is not an acceptable whole number. */
export type WholeNumberError = "empty" | "not-a-number" | "not-whole" | "too-small" | "too-large";

export type WholeNumberResult = { ok: true; value: number } | { ok: false; error: WholeNumberError };

// Digits with optional thousands commas ("1,000"), as people write counts, and an optional sign so
// that "-5" is told it is too small rather than that it is not a number.
const INTEGER = /^[+-]?(\d+|\d{1,3}(,\d{3})+)$/;
const DECIMAL = /^[+-]?(\d+|\d{1,3}(,\d{3})+)?[.]\d+$/;

/** Reads what a visitor typed as a whole number from `min` to `max`, inclusive. */
export function parseWholeNumber(raw: string, { min, max }: { min: number; max: number }): WholeNumberResult {
  const text = raw.trim();
  if (!text) return { ok: false, error: "empty" };
  if (DECIMAL.test(text)) return { ok: false, error: "not-whole" };
  if (!INTEGER.test(text)) return { ok: false, error: "not-a-number" };
  const value = Number(text.replaceAll(",", ""));
  if (value < min) return { ok: false, error: "too-small" };
  if (value > max) return { ok: false, error: "too-large" };
  return { ok: true, value };
}
