/**
 * The privacy page's section after its cards (privacy-rights.ts), in Filipino: the data controller
 * and the data protection officer (deploy settings; unset, the page says they are to be published),
 * the rights under the Data Privacy Act, where to complain, and the contact form's processors.
 */
import { DATA_PRIVACY_ACT } from "~/content/constants";
import type { ContentBlock, Translation } from "~/content/types";
import type * as english from "./privacy-rights";
import type { LegalSettings } from "./effective-date";

/** The National Privacy Commission's website. */
const NPC_URL = "https://privacy.gov.ph/";

/**
 * The rights of data subjects under the Data Privacy Act of 2012, in plain words. English keeps
 * them as a plain `string[]` (not exported), so no type can hold their number; the list is in the
 * same order, one item for each.
 */
const dataSubjectRights = [
  "Karapatang mabigyan ng impormasyon: malaman kung pinoproseso ang iyong personal na datos, at kung paano, bago at habang ginagawa ito.",
  "Karapatang ma-access: makakuha ng kopya ng iyong personal na datos at malaman kung paano ito ginagamit, saan ito galing at sino ang nakatanggap nito.",
  "Karapatang tumutol: tumanggi sa pagproseso ng iyong personal na datos, kahit pumayag ka na rito dati.",
  "Karapatang magpabura o magpa-block: maipabura o maipa-block ang iyong personal na datos kapag mali ito, luma na, hindi na kailangan, o nakuha nang labag sa batas.",
  "Karapatang magpaitama: maipaitama ang mali o kulang na personal na datos.",
  "Karapatan sa data portability: makuha ang personal mong datos sa electronic format na magagamit mo rin sa ibang lugar.",
  "Karapatan sa danyos: mabayaran para sa pinsalang dulot ng mali, labag sa batas o hindi awtorisadong paggamit ng iyong personal na datos.",
  "Karapatang magsampa ng reklamo: sa National Privacy Commission.",
];

/** The privacy page's section after its cards: who is responsible, your rights, where to complain. */
export const privacyRightsTitle =
  "Ang iyong mga karapatan at kung kanino makikipag-ugnayan" satisfies Translation<
    typeof english.privacyRightsTitle
  >;

export const privacyRights = (({ dataController, dpoEmail }: LegalSettings): ContentBlock[] => [
  { type: "heading", text: "Sino ang responsable sa iyong datos" },
  {
    type: "paragraph",
    text: dataController
      ? `Ang data controller, ang organisasyong nagpapasya kung paano ginagamit ang iyong personal na datos, ay ang ${dataController}.`
      : "Ilalathala sa page na ito ang pangalan ng data controller, ang organisasyong nagpapasya kung paano ginagamit ang iyong personal na datos.",
  },
  dpoEmail
    ? {
        type: "external",
        lead: "Puwede kang sumulat sa aming data protection officer sa",
        text: dpoEmail,
        href: `mailto:${dpoEmail}`,
      }
    : {
        type: "paragraph",
        text: "Ilalathala sa page na ito ang contact details ng aming data protection officer. Sa ngayon, sumulat sa amin sa pamamagitan ng contact form.",
      },
  { type: "heading", text: "Ang iyong mga karapatan sa ilalim ng Data Privacy Act" },
  {
    type: "paragraph",
    text: `Ibinibigay sa iyo ng ${DATA_PRIVACY_ACT.name} (${DATA_PRIVACY_ACT.law}) ang mga karapatang ito sa iyong personal na datos:`,
  },
  { type: "list", items: dataSubjectRights },
  { type: "heading", text: "Paano magreklamo" },
  {
    type: "paragraph",
    text: "Kung sa tingin mo ay hindi wastong napangasiwaan ang iyong personal na datos, sabihin ito sa aming data protection officer. Puwede ka ring magsampa ng reklamo sa National Privacy Commission (NPC), ang ahensya ng gobyerno na nagpapatupad ng batas na ito.",
  },
  { type: "external", lead: "Ang website ng NPC:", text: "privacy.gov.ph", href: NPC_URL },
  { type: "heading", text: "Ang contact form ng website na ito" },
  {
    type: "paragraph",
    text: "Ipinapadala sa amin ng contact form ang iyong paksa, pangalan, email address at mensahe sa pamamagitan ng EmailJS, isang email delivery service. Sinusuri ng Google reCAPTCHA na tao, hindi programa, ang nagpapadala ng form.",
  },
  {
    type: "external",
    lead: "Saklaw ng Patakaran sa Privacy ng Google ang reCAPTCHA:",
    text: "policies.google.com/privacy",
    href: "https://policies.google.com/privacy",
  },
]) satisfies Translation<typeof english.privacyRights>;

/** The sentence under the document that links to the terms: `before`, the link, then `after`. */
export const privacyTermsLine = {
  before: "Kaakibat ng patakarang ito ang aming ",
  after: ".",
} satisfies Translation<typeof english.privacyTermsLine>;
