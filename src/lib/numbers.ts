// Numbers and dates by Intl: prices and counts the same in every language, as the Philippines
// writes them ("₱1,200.00", "6,000"); a date as the page's language writes it. The words engine
// formats with them at build (i18n/phrasing.ts), the islands' templates in the browser
// (message-template.ts). Each formatter is made on its first use, not as a script starts.

let formats: Record<"count" | "decimal" | "peso", Intl.NumberFormat> | undefined;
const format = () =>
  (formats ??= {
    count: new Intl.NumberFormat("en-PH", { maximumFractionDigits: 0 }),
    decimal: new Intl.NumberFormat("en-PH", { maximumFractionDigits: 2 }),
    peso: new Intl.NumberFormat("en-PH", { style: "currency", currency: "PHP" }),
  });

/** A whole number with thousands separators, e.g. "6,000". */
export const formatCount = (value: number) => format().count.format(value);

/** An amount in pesos with its centavos, "₱1,200.00": how the site writes every price. */
export const formatPeso = (pesos: number) => format().peso.format(pesos);

/** A number rounded to at most two decimals, trailing zeros dropped: 10/3 -> "3.33", 1000 -> "1,000". */
export const formatDecimal = (value: number) => format().decimal.format(value);

/** A YYYY-MM-DD date as a language writes it (a BCP 47 code): "December 1, 2026", "Disyembre 1, 2026". */
export const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
