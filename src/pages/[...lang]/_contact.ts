/**
 * The contact page's words as its components take them: the sections of
 * src/content/<lang>/contact.yaml, the form's limits written into its checks' messages, the hotline
 * beside the emergency notice. The counter stays a template for the form's island to fill in, and
 * the social link one for the page to fill in with its network (a setting).
 */
import { EMERGENCY_HOTLINE } from "~/content/constants";
import { langInfo } from "~/content/langs";
import type { Translation } from "~/i18n/translations";
import { withLimits } from "~/components/contact-form/contact-text";

export function contactWordsOf(t: Translation) {
  const { form, emergency, details } = t.sections("contact");
  return {
    form: withLimits(form, langInfo[t.lang].code),
    emergency: { ...emergency, hotline: EMERGENCY_HOTLINE },
    details,
  };
}
