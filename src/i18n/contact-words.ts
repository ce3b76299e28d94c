/**
 * The contact page's words as its components take them: the sections of
 * src/content/<lang>/contact.yaml, the form's limits written into its checks' messages, the hotline
 * beside the emergency notice. The counter stays a template for the form's island to fill in, and
 * the social link one for the page to fill in with its network (a setting). Pure, like card-words.ts.
 */
import { withLimits } from "~/components/contact-form/contact-text";
import { EMERGENCY_HOTLINE } from "~/content/constants";
import { langInfo, type Lang } from "~/content/langs";
import { sectionsIn, type Words } from "./card-words";

export function contactIn(words: Words, lang: Lang) {
  const { form, emergency, details } = sectionsIn(words, "contact", lang);
  return {
    form: withLimits(form, langInfo[lang].code),
    emergency: { ...emergency, hotline: EMERGENCY_HOTLINE },
    details,
  };
}
