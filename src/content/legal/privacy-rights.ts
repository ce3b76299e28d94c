/**
 * The privacy page's section after its cards: the data controller and the data protection officer
 * (deploy settings, see the README; unset, the page says they are to be published and nothing is
 * made up in their place), the rights under the Data Privacy Act, where to complain, and the
 * contact form's processors.
 */
import { DATA_PRIVACY_ACT } from "~/content/constants";
import type { ContentBlock } from "~/content/types";
import type { LegalSettings } from "./effective-date";

/** The National Privacy Commission's website. */
const NPC_URL = "https://privacy.gov.ph/";

/** The rights of data subjects under the Data Privacy Act of 2012, in plain words. */
const dataSubjectRights = [
  "To be informed: to know whether your personal data is being processed, and how, before and while it happens.",
  "To access: to get a copy of your personal data and learn how it is used, where it came from and who received it.",
  "To object: to refuse the processing of your personal data, including when you gave your consent earlier.",
  "To erasure or blocking: to have your personal data removed or blocked when it is false, outdated, no longer needed or was unlawfully obtained.",
  "To rectify: to have wrong or incomplete personal data corrected.",
  "To data portability: to get your personal data in an electronic format that you can use elsewhere.",
  "To damages: to be paid for harm caused by wrong, unlawful or unauthorized use of your personal data.",
  "To file a complaint: with the National Privacy Commission.",
];

/** The privacy page's section after its cards: who is responsible, your rights, where to complain. */
export const privacyRightsTitle = "Your rights and who to contact";

export function privacyRights({ dataController, dpoEmail }: LegalSettings): ContentBlock[] {
  return [
    { type: "heading", text: "Who is responsible for your data" },
    {
      type: "paragraph",
      text: dataController
        ? `The data controller, the organization that decides how your personal data is used, is ${dataController}.`
        : "The name of the data controller, the organization that decides how your personal data is used, is to be published on this page.",
    },
    dpoEmail
      ? {
          type: "external",
          lead: "You can write to our data protection officer at",
          text: dpoEmail,
          href: `mailto:${dpoEmail}`,
        }
      : {
          type: "paragraph",
          text: "The contact details of our data protection officer are to be published on this page. Until then, write to us through the contact form.",
        },
    { type: "heading", text: "Your rights under the Data Privacy Act" },
    {
      type: "paragraph",
      text: `The ${DATA_PRIVACY_ACT.name} (${DATA_PRIVACY_ACT.law}) gives you these rights over your personal data:`,
    },
    { type: "list", items: dataSubjectRights },
    { type: "heading", text: "How to complain" },
    {
      type: "paragraph",
      text: "If you think your personal data has been mishandled, tell our data protection officer. You can also file a complaint with the National Privacy Commission (NPC), the government agency that enforces the Act.",
    },
    { type: "external", lead: "The NPC's website:", text: "privacy.gov.ph", href: NPC_URL },
    { type: "heading", text: "This website's contact form" },
    {
      type: "paragraph",
      text: "The contact form sends your topic, name, email address and message to us through EmailJS, an email delivery service. Google reCAPTCHA checks that a person, not a program, is sending the form.",
    },
    {
      type: "external",
      lead: "Google's Privacy Policy applies to reCAPTCHA:",
      text: "policies.google.com/privacy",
      href: "https://policies.google.com/privacy",
    },
  ];
}

/** The sentence under the document that links to the terms: `before`, the link, then `after`. */
export const privacyTermsLine = {
  before: "This policy works together with our ",
  after: ".",
};
