/**
 * The legal pages' deploy settings (README) as the arguments their words take (withArguments in
 * src/i18n/page-sections.ts): each setting, and whether it is set, "yes" or "no", for a select. Unset, the words
 * say it is to be published; nothing is made up in its place. The words are in
 * src/content/<lang>/terms.yaml and privacy.yaml.
 */
/** The owner-supplied facts of the legal pages, from the deploy settings. */
export type LegalSettings = {
  /** YYYY-MM-DD. */
  effectiveDate?: string | undefined;
  dataController?: string | undefined;
  dpoEmail?: string | undefined;
};

/** How the page's language writes a date: "December 1, 2026" (i18n/phrasing.ts). */
type DateFormat = (iso: string) => string;

const isSet = (setting: string | undefined) => (setting ? "yes" : "no");

/** The line under each legal page's title: the effective date, as the language writes a date. */
export function effectiveDateValues({ effectiveDate }: LegalSettings, date: DateFormat) {
  return {
    effectiveDate: effectiveDate ? date(effectiveDate) : "",
    effectiveDateSet: isSet(effectiveDate),
  };
}

/** The privacy page's: the effective date, the data controller, and whether the DPO's email is set. */
export function privacyValues(settings: LegalSettings, date: DateFormat) {
  return {
    ...effectiveDateValues(settings, date),
    dataController: settings.dataController ?? "",
    dataControllerSet: isSet(settings.dataController),
    dpoEmailSet: isSet(settings.dpoEmail),
  };
}
