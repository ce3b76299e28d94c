/** The For Agencies dialogs' texts in Filipino, the twin of agencies.full.ts; the cards are in agencies.fil.ts. */
import type * as english from "./agencies.full";
import { defineFullTexts, type Translation } from "~/content/types";
import {
  AGENCY_TYPES,
  BARANGAY_PLANS,
  DESKTOP_ACCESS_ROLES,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING,
  LOCATION_SHARING_BUYER_ROLES,
  RESPONSE_TIME_TIERS,
} from "~/content/constants";
import { agencyRolesInWords, agencyTypeLabels, planName } from "~/content/labels.fil";
import { bodyConditions, governmentPrograms } from "~/content/lists.fil";
import { formatCount, formatHours, formatList, formatPoints } from "~/lib/format.fil";
import {
  agencyTypesInWords,
  capitalize,
  firstTier,
  freePlanOf,
  lastTier,
  paidPriceRange,
  refundInWords,
  validityRange,
} from "~/content/phrasing.fil";
import { pageNames } from "~/content/page-names.fil";
import { platformsWith } from "~/content/platforms.fil";
import { responseTimeTable } from "~/content/tables.fil";

const freeLocationSharingTypes = agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES);

const verificationGift = freePlanOf(BARANGAY_PLANS);

/** The barangay plans in one or two sentences: the free gift, then what paid plans cost and last. */
const barangayPlansInWords = [
  `Makakatanggap ang isang verified na barangay ng libreng ${formatPoints(verificationGift.points)}: ang ${planName(verificationGift).toLowerCase()}.`,
  `Nagkakahalaga ng ${paidPriceRange(BARANGAY_PLANS)} ang mga paid plan. Valid ang points ng mga ito nang ${validityRange(BARANGAY_PLANS.filter((plan) => plan.pricePhp > 0))}, depende sa plan.`,
].join(" ");

/** Examples for a sentence, each starting in lower case ("taong may kapansanan (PWD)" keeps its PWD). */
const examplesInWords = (items: readonly string[]) =>
  formatList(
    items.map((item) => item.charAt(0).toLowerCase() + item.slice(1)),
    "o",
  );

export const fullTexts = defineFullTexts<keyof typeof english.fullTexts>({
  "responding-tracking": [
    { type: "heading", text: "Ano ang makukuha ng inyong ahensya sa isang report" },
    {
      type: "list",
      items: [
        "Litrato o video, paglalarawan at lokasyon ng insidente.",
        "Ang kategorya nito, at isang subcategory na mas eksaktong naglalarawan dito.",
        "Na-verify ang nagpadala gamit ang primary ID na galing sa gobyerno. Puwedeng na-censor ng nagpadala ang kanyang pagkakakilanlan sa report, at puwede niya itong i-uncensor sa ibang pagkakataon.",
      ],
    },
    { type: "heading", text: "Iminumungkahing oras ng pagresponde" },
    {
      type: "paragraph",
      text: `Nagmumungkahi ang Brisk ng oras ng pagresponde sa ${formatCount(RESPONSE_TIME_TIERS.length)} tier, mula ${firstTier.tier} hanggang ${lastTier.tier}. ${firstTier.tier} ang pinakamabilis. Iminumungkahing gabay ito na puwedeng sundin ng inyong ahensya, hindi pangako ng Brisk sa mga nag-report.`,
    },
    responseTimeTable,
  ],
  "community-collaboration": [
    {
      type: "paragraph",
      text: "Ang nag-report ang pumipili ng mga ahensya. Halimbawa, puwedeng ipadala ang report ng sunog sa barangay, sa bumbero at sa isang emergency medical team.",
    },
    { type: "heading", text: "Pagregalo ng barangay points" },
    {
      type: "paragraph",
      text: "Gumagamit ng incident points ang mga report. Pag-aari ng barangay ang barangay points (BIPs), at ito ang unang ginagamit ng mga report ng mga residente nito. Puwedeng magregalo o mag-sponsor nito ang mga residente, para mas marami pang report ng kanilang mga kapitbahay ang sagot ng barangay.",
    },
    { type: "link", text: "Tingnan kung magkano ang isang report", page: "plans" },
  ],
  "location-sharing": [
    { type: "heading", text: "Pagpayag at privacy" },
    {
      type: "list",
      items: [
        "Nagpapadala ang inyong ahensya ng location request sa isang miyembro. Masusubaybayan lang ang miyembro kapag tinanggap na niya ito.",
        `Kusang nag-o-off ang sharing pagkalipas ng ${formatHours(LOCATION_SHARING.autoOffHours)}. Puwede rin itong i-off nang mano-mano bago iyon.`,
        `Ang location footprints ay ang record ng mga lugar na dinaanan ng ibinahaging lokasyon ng isang miyembro. Binubura ang mga ito tuwing ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
      ],
    },
    { type: "heading", text: "Sino ang nagbabayad dito" },
    {
      type: "paragraph",
      text: `Libre ito para sa mga ahensya ng ${freeLocationSharingTypes}. Binibili naman ng ibang ahensya ang Location Sharing add-on. Ang ${agencyRolesInWords(LOCATION_SHARING_BUYER_ROLES)} lang ang puwedeng bumili nito.`,
    },
    { type: "link", text: "Tingnan ang presyo ng add-on", page: "plans", card: "location-sharing-addon" },
  ],
  "barangay-support-tools": [
    { type: "heading", text: "Mga barangay plan" },
    { type: "paragraph", text: barangayPlansInWords },
    { type: "heading", text: "Paano gumagana ang barangay points" },
    {
      type: "list",
      items: [
        "Ang barangay points (BIPs) ninyo ang unang ginagamit ng report ng isang residente. Kapag kinulang, ang personal points (PIPs) ng residente ang ginagamit.",
        "Hindi puwedeng ilipat ang barangay points sa ibang barangay.",
        "Mag-e-expire ang points na hindi nagamit bago matapos ang plan.",
        `Puwede kayong humingi ng refund ${refundInWords("bips")}, ibig sabihin, habang wala pang points na naibigay para gamitin.`,
      ],
    },
    { type: "link", text: "Ikumpara ang mga barangay plan", page: "plans" },
    { type: "heading", text: "Mga detalye ng residente" },
    {
      type: "paragraph",
      text: `Puwedeng nakalagay sa profile ng isang residente ang uri ng kanyang paninirahan, ang paglahok niya sa mga programa ng gobyerno (gaya ng ${examplesInWords(governmentPrograms)}) at ang kalagayan ng kanyang katawan (gaya ng ${examplesInWords(bodyConditions)}).`,
    },
    {
      type: "paragraph",
      text: `Ipinapaliwanag ng aming ${pageNames.privacy.title} kung ano ang kinokolekta ng Brisk, paano ito ginagamit at kanino ito ibinabahagi.`,
    },
    { type: "link", text: `Basahin ang aming ${pageNames.privacy.title}`, page: "privacy" },
  ],
  "authorized-agencies": [
    { type: "heading", text: "Mga uri ng ahensya" },
    { type: "list", items: AGENCY_TYPES.map((type) => capitalize(agencyTypeLabels[type.id])) },
    {
      type: "paragraph",
      text: "Puwede ring sumali ang iba pang tanggapan ng gobyerno bilang secondary responder: mga tanggapang rumeresponde kasama ng mga uring ito ng ahensya.",
    },
    { type: "heading", text: "Mga agency slot" },
    {
      type: "list",
      items: [
        "Gumagamit ng isang agency slot ang bawat ahensya sa Brisk. Gamit na ang slot kapag na-verify na ang ahensya.",
        "Puwede kayong bumili ng Extra Agency Slot. Hindi ito nag-e-expire.",
      ],
    },
    { type: "link", text: "Tingnan ang presyo at patakaran sa refund ng slot", page: "plans" },
    { type: "link", text: "Magtanong kung paano makakapagsimula ang inyong ahensya", page: "contact" },
  ],
  "desktop-access": [
    {
      type: "paragraph",
      text: `Puwede itong bilhin o hilingin ng ${agencyRolesInWords(DESKTOP_ACCESS_ROLES)}.`,
    },
    {
      type: "paragraph",
      text: "Isang computer lang ang sakop ng bawat bili. Naka-lock ito sa hardware ng computer na iyon, kaya hindi ninyo ito maililipat sa ibang computer.",
    },
    {
      type: "paragraph",
      text: `Malapit pa lang dumating ang Brisk app para sa ${platformsWith("coming-soon")}. Tanungin kami kung saang mga computer gumagana ngayon ang Desktop Access.`,
    },
    {
      type: "link",
      text: "Tingnan ang presyo at patakaran sa refund",
      page: "plans",
      card: "desktop-access-plan",
    },
  ],
}) satisfies Translation<typeof english.fullTexts>;
