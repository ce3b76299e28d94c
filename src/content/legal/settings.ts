/**
 * The legal pages' deploy settings (README) as the values their words name (src/i18n/page-sections.ts's
 * pageValues): each setting, and whether it is set, "yes" or "no", for a select. Unset, the words
 * say it is to be published; nothing is made up in its place. The words are in
 * src/content/<lang>/terms.yaml and privacy.yaml.
 */
import type { Lang } from "~/content/langs";
import * as formatEn from "~/lib/format";
import * as formatFil from "~/lib/format.fil";

/** The owner-supplied facts of the legal pages, from the deploy settings. */
export type LegalSettings = {
  /** YYYY-MM-DD. */
  effectiveDate?: string | undefined;
  dataController?: string | undefined;
  dpoEmail?: string | undefined;
};

/** How each language writes a date. */
const formatIsoDate = { en: formatEn.formatIsoDate, fil: formatFil.formatIsoDate } satisfies Record<
  Lang,
  (iso: string) => string
>;

const isSet = (setting: string | undefined) => (setting ? "yes" : "no");

/** The line under each legal page's title: the effective date, as the language writes a date. */
export function effectiveDateValues({ effectiveDate }: LegalSettings, lang: Lang) {
  return {
    effectiveDate: effectiveDate ? formatIsoDate[lang](effectiveDate) : "",
    effectiveDateSet: isSet(effectiveDate),
  };
}

/** The privacy page's: the effective date, the data controller, and whether the DPO's email is set. */
export function privacyValues(settings: LegalSettings, lang: Lang) {
  return {
    ...effectiveDateValues(settings, lang),
    dataController: settings.dataController ?? "",
    dataControllerSet: isSet(settings.dataController),
    dpoEmailSet: isSet(settings.dpoEmail),
  };
}
