/** The Terms and Conditions page in Filipino: the twin of terms.ts. */
import { FileText, ShieldCheck, Users } from "lucide";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING_BUYER_ROLES,
  MAX_AGENCIES_PER_REPORT,
  MINIMUM_AGE,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  RESPONSE_TIME_TIERS,
  ROLES,
  TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS,
} from "~/content/constants";
import { agencyRolesInWords, roleLabels } from "~/content/labels.fil";
import type { LegalDocument } from "~/content/legal/legal-document";
import type * as english from "./terms";
import type { Translation } from "~/content/types";
import {
  formatCount,
  formatDays,
  formatList,
  formatMonths,
  formatPoints,
  formatPrice,
} from "~/lib/format.fil";
import { capitalize, firstTier, validityRange } from "~/content/phrasing.fil";
import { refundTable, responseTimeTable } from "~/content/tables.fil";
import { definePage } from "~/content/page-names.fil";

/**
 * The roles as the terms list them: the labels of labels.fil.ts, the informant as "Individual
 * verified user (informant)", as in English.
 */
const roleNames = ROLES.map((role) =>
  capitalize(role.id === "informant" ? `indibidwal na ${roleLabels[role.id]}` : roleLabels[role.id]),
);

/** The page's registry entry with its meta description and the sentence under its h1. */
export const termsPage = definePage("terms", {
  description:
    "Mga tuntunin sa paggamit ng Brisk: sino ang puwedeng gumamit ng app, ang pag-verify ng account, ang inaasahan sa mga user, at ang hangganan ng pananagutan.",
  subtitle: "Ang mga patakaran sa paggamit ng Brisk app.",
});

/** The Terms and Conditions page. */
export const termsDocument = {
  cards: [
    {
      id: "general-terms",
      image: {
        src: "/images/cards/general-terms.svg",
        alt: "Larawan ng dokumentong may check mark",
      },
      title: "Pangkalahatang Tuntunin ng Paggamit",
      description: `Sino ang puwedeng gumamit ng Brisk: dapat ay hindi ka bababa sa ${formatCount(MINIMUM_AGE)} taong gulang, may legal na kakayahang makipagkontrata, at verified para makapag-report.`,
      icon: FileText,
      fullContent: [
        {
          type: "paragraph",
          text: "Saklaw ng mga tuntuning ito ang lahat ng gumagamit ng Brisk app.",
        },
        { type: "heading", text: "Sino ang puwedeng gumamit ng Brisk" },
        {
          type: "paragraph",
          text: `Dapat ay hindi ka bababa sa ${formatCount(MINIMUM_AGE)} taong gulang at may legal na kakayahang makipagkontrata.`,
        },
        { type: "heading", text: "Pag-verify" },
        {
          type: "list",
          items: [
            "Ang mga verified user lang ang puwedeng mag-report ng insidente o emergency.",
            "Para ma-verify, kailangan mo ng primary ID na galing sa gobyerno.",
            "Puwedeng aprubahan, tanggihan o bawiin ng Brisk ang pag-verify.",
            "Puwedeng i-suspend o isara ng Brisk ang isang account nang walang abiso.",
          ],
        },
        { type: "heading", text: "Mga role" },
        { type: "paragraph", text: "Tinutukoy ng mga tuntuning ito ang mga sumusunod na role:" },
        { type: "list", items: roleNames },
      ],
    },
    {
      id: "user-responsibilities",
      image: {
        src: "/images/cards/user-responsibilities.svg",
        alt: "Larawan ng taong may hawak na phone sa tabi ng isang checklist",
      },
      title: "Mga Responsibilidad ng User",
      description:
        "Mag-report gamit ang iyong verified na pagkakakilanlan, sundin ang mga patakaran sa incident points, at alamin kung paano gumagana ang mga pagbili at refund.",
      icon: Users,
      fullContent: [
        { type: "heading", text: "Pag-report" },
        {
          type: "list",
          items: [
            "Hindi anonymous ang mga report. Galing sa iyong verified account ang bawat report.",
            "Puwede mong i-censor ang iyong pagkakakilanlan sa isang report, at i-uncensor ito sa app sa ibang pagkakataon.",
            `Puwedeng ipadala ang isang report sa hanggang ${formatCount(MAX_AGENCIES_PER_REPORT)} ahensya lang. ${formatPoints(POINTS_PER_AGENCY)} ang halaga ng bawat ahensya.`,
            "Ang Barangay Incident Points (BIPs) ng iyong barangay ang gagamitin ng report kapag sapat ito. Kung hindi, ang sarili mong Personal Incident Points (PIPs) ang gagamitin.",
          ],
        },
        { type: "heading", text: "Incident points" },
        {
          type: "list",
          items: [
            "Nakatali sa sarili mong account ang Personal Incident Points (PIPs) at hindi ito puwedeng ilipat sa iba.",
            "Hindi puwedeng ilipat ang Barangay Incident Points (BIPs) mula sa isang barangay papunta sa ibang barangay.",
            `Mag-e-expire ang points pagkatapos ng validity ng plan nito: ${validityRange([...PERSONAL_PLANS, ...BARANGAY_PLANS])}, depende sa plan.`,
          ],
        },
        {
          type: "paragraph",
          text: `Ginagamit ng mga tuntuning ito ang ${formatMonths(TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS)} bilang halimbawang validity ng points. Nakasaad din sa bawat plan ang sarili nitong validity.`,
        },
        { type: "link", text: "Tingnan ang validity ng bawat plan", page: "plans" },
        { type: "heading", text: "Mga pagbili at refund" },
        refundTable,
        {
          type: "list",
          items: [
            "Gamit na ang agency slot kapag na-verify na ang ahensya.",
            `${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)} ang halaga ng Extra Agency Slot. Hindi ito nag-e-expire, at hindi na ito puwedeng ma-refund kapag na-verify na ang ahensya.`,
            `Ibinebenta ang Desktop Access kada device, naka-lock ito sa hardware ng device na iyon, at aktibo ito nang ${formatDays(DESKTOP_ACCESS.validityDays)} mula nang ma-activate.`,
          ],
        },
        { type: "heading", text: "Mga ahensya" },
        {
          type: "list",
          items: [
            `Ang ${agencyRolesInWords(LOCATION_SHARING_BUYER_ROLES)} lang ang puwedeng bumili ng Location Sharing add-on.`,
            "Kailangan munang tanggapin ng miyembro ng ahensya ang location request bago siya ma-track.",
            `Puwedeng bumili o humiling ng Desktop Access ang ${agencyRolesInWords(DESKTOP_ACCESS_ROLES)}.`,
          ],
        },
      ],
    },
    {
      id: "limitation-of-liability",
      image: {
        src: "/images/cards/limitation-of-liability.svg",
        alt: "Larawan ng kalasag sa harap ng isang phone",
      },
      title: "Limitasyon ng Pananagutan",
      description:
        "Ano ang ginagawa ng Brisk sa iyong report, at ano ang ibig sabihin ng mga iminumungkahing oras ng pagresponde sa app.",
      icon: ShieldCheck,
      fullContent: [
        {
          type: "paragraph",
          text: "Ipinapadala ng Brisk ang iyong report sa mga ahensyang pinili mo. Pagkatapos, puwede mong subaybayan ang status nito, makipag-chat sa mga ahensya at magbigay ng feedback sa app.",
        },
        {
          type: "paragraph",
          text: `Ang mga oras ng pagresponde sa Brisk ay iminumungkahing balangkas para sa mga ahensya, na may ${formatCount(RESPONSE_TIME_TIERS.length)} tier: ${formatList(RESPONSE_TIME_TIERS.map((tier) => tier.tier))}. ${firstTier.tier} ang pinakamabilis.`,
        },
        responseTimeTable,
      ],
    },
  ],
} satisfies LegalDocument & Translation<typeof english.termsDocument>;
