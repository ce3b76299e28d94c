/**
 * The legal pages' effective date, a deploy setting (README). Unset, the page says it is to be
 * published; no date is made up in its place. Apart from privacy-rights.ts so /terms carries only this.
 */
import { formatIsoDate } from "~/lib/format";

/** The owner-supplied facts of the legal pages, from the deploy settings. */
export type LegalSettings = {
  /** YYYY-MM-DD. */
  effectiveDate?: string;
  dataController?: string;
  dpoEmail?: string;
};

/** The line under a legal page's title. */
export function effectiveDateLine({ effectiveDate }: LegalSettings): string {
  return effectiveDate
    ? `Effective date: ${formatIsoDate(effectiveDate)}`
    : "Effective date: to be published";
}
