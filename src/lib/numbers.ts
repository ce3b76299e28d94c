// Numbers without words, the same in every language: the words engine's phrasing (i18n/phrasing.ts)
// at build, and the islands' templates in the browser (message-template.ts). Plain string code
// rather than Intl, so that the islands ask Intl nothing as they start.

/** Whole-number digits grouped in threes: "6000" -> "6,000". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** A whole number with thousands separators, e.g. "6,000". */
export function formatCount(value: number): string {
  return groupThousands(String(Math.round(value)));
}

/** An amount in pesos with its centavos, "₱1,200.00": how the site writes every price. */
export function formatPeso(pesos: number): string {
  const [whole = "", centavos = ""] = pesos.toFixed(2).split(".");
  return `₱${groupThousands(whole)}.${centavos}`;
}

/** A number rounded to at most two decimals, trailing zeros dropped: 10/3 -> "3.33", 1000 -> "1,000". */
export function formatDecimal(value: number): string {
  const [whole = "", decimals = ""] = value.toFixed(2).split(".");
  const trimmed = decimals.replace(/0+$/, "");
  return `${groupThousands(whole)}${trimmed ? `.${trimmed}` : ""}`;
}
