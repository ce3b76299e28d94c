/**
 * The contact page's words as its components take them: the sections of
 * src/content/<lang>/contact.yaml, the form's limits written into its checks' messages, the hotline
 * beside the emergency notice. The counter stays a template for the form's island to fill in, and
 * the social link one for the page to fill in with its network (a setting). Made here too, at build:
 * the other way to write that the form offers, and each barangay plan's quotation request.
 */
import { EMERGENCY_HOTLINE } from "~/content/constants";
import { langInfo } from "~/content/langs";
import { purchasableBarangayPlans } from "~/content/plan-finder-rule";
import { WordsError } from "~/i18n/messages";
import type { Translation } from "~/i18n/translations";
import { formatTemplate } from "~/lib/message-template";
import { withLimits, type ContactFormText, type OtherWay } from "~/components/contact-form/contact-text";

export function contactWordsOf(t: Translation) {
  const { form, emergency, details } = t.sections("contact");
  return {
    form: withLimits(form, langInfo[t.lang].code),
    emergency: { ...emergency, hotline: EMERGENCY_HOTLINE },
    details,
  };
}

/**
 * Where to write when the form cannot be used or a send failed: the team's email address when it
 * is set, else the social page, which opens in a new tab (`newTab`, the interface's words) so that
 * the form keeps what was typed.
 */
export function otherWayOf(
  form: Pick<ContactFormText, "emailInstead" | "socialInstead">,
  settings: { email?: string; social: { label: string; url: string } },
  newTab: string,
): OtherWay {
  return settings.email
    ? { before: form.emailInstead, label: settings.email, href: `mailto:${settings.email}` }
    : { before: form.socialInstead, label: settings.social.label, href: settings.social.url, newTab };
}

/**
 * By barangay plan id, the message a link for a quotation writes into the form (`?plan=<id>`): the
 * plan's name and a year of its periods with their cost, from its card's facts (i18n/facts.ts).
 */
export function quotationRequestsOf(t: Translation): Record<string, string> {
  const { quotationRequest } = t.sections("contact");
  const { cardFacts } = t.facts();
  return Object.fromEntries(
    purchasableBarangayPlans.map(({ id }) => {
      const facts = cardFacts[id];
      if (facts?.planTitle === undefined || facts.yearCost === undefined)
        throw new WordsError(`the quotation request's plan "${id}" has no name or year's cost`);
      const values = { planTitle: String(facts.planTitle), yearCost: String(facts.yearCost) };
      // A space after the last words ("Our barangay's name and address:"), where the visitor goes on typing.
      return [id, `${formatTemplate(quotationRequest, values, langInfo[t.lang].code)} `];
    }),
  );
}
