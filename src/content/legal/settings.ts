import { formatDate } from "~/lib/numbers";

/**
 * The legal pages' deploy settings (README) as the arguments their words take (withArguments in
 * src/content/page-words.ts): each setting, and whether it is set, "yes" or "no", for a select. Unset, the words
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

const isSet = (setting: string | undefined) => (setting ? "yes" : "no");

/** The line under each legal page's title: the effective date, as the language (`locale`) writes a date. */
export function effectiveDateValues({ effectiveDate }: LegalSettings, locale: string) {
  return {
    effectiveDate: effectiveDate ? formatDate(effectiveDate, locale) : "",
    effectiveDateSet: isSet(effectiveDate),
  };
}

/** The privacy page's: the effective date, the data controller, and whether the DPO's email is set. */
export function privacyValues(settings: LegalSettings, locale: string) {
  return {
    ...effectiveDateValues(settings, locale),
    dataController: settings.dataController ?? "",
    dataControllerSet: isSet(settings.dataController),
    dpoEmailSet: isSet(settings.dpoEmail),
  };
}
