/** The legal pages' effective date line (effective-date.ts), in Filipino. */
import type * as english from "./effective-date";
import type { LegalSettings } from "./effective-date";
import type { Translation } from "~/content/types";
import { formatIsoDate } from "~/lib/format.fil";

export type { LegalSettings } from "./effective-date";

/** The line under a legal page's title. */
export const effectiveDateLine = (({ effectiveDate }: LegalSettings): string =>
  effectiveDate
    ? `Petsa ng bisa: ${formatIsoDate(effectiveDate)}`
    : "Petsa ng bisa: ilalathala pa") satisfies Translation<typeof english.effectiveDateLine>;
