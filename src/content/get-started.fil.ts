/** The Get Started page in Filipino: the twin of get-started.ts, from the same constants. */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  EMERGENCY_HOTLINE,
  EXTRA_AGENCY_SLOT,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING,
  LOCATION_SHARING_ADDON,
  LOCATION_SHARING_BUYER_ROLES,
  MINIMUM_AGE,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  RESPONSE_TIME_TIERS,
  AGENCY_TYPES,
  PAYING_AGENCY_TYPES,
  POSTER_PAPER,
} from "./constants";
import type * as english from "./get-started";
import type { StartPath, StartQuestion } from "./get-started";
import type { Translation } from "./types";
import { contactSteps } from "./contact-steps.fil";
import { planName } from "./labels.fil";
import { definePage } from "~/content/page-names.fil";
import { pageSections } from "~/content/pages";
import {
  agencyTypesInWords,
  firstTier,
  freePlanOf,
  lastTier,
  paidPriceRange,
  refundInWords,
  rolesInWords,
  validityRange,
} from "./phrasing.fil";
import { platformsWith } from "./platforms.fil";
import { pointsPerReportInWords } from "./points.fil";
import {
  formatCount,
  formatDays,
  formatHours,
  formatMinutesRange,
  formatPoints,
  formatPrice,
} from "~/lib/format.fil";

export const getStartedPage = definePage("getStarted", {
  description:
    "Paano magsimula sa Brisk: ang unang hakbang para sa residente, barangay at ahensya, magkano ang isang report, at sagot sa mga unang tanong.",
  subtitle: "Ang mga unang hakbang para sa mga residente, barangay at ahensya.",
});

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);
const verificationGift = freePlanOf(BARANGAY_PLANS);
const freeAgencyTypes = AGENCY_TYPES.map((type) => type.id).filter(
  (id) => !(PAYING_AGENCY_TYPES as readonly string[]).includes(id),
);

export const startPaths = [
  {
    id: "resident",
    title: "Para sa mga residente",
    intro: "Mag-report ng insidente gamit ang iyong phone at subaybayan nang live ang bawat report.",
    steps: [
      `I-install ang Brisk mula sa Google Play. Sa ngayon, para sa ${platformsWith("available")} ang app.`,
      `I-verify ang iyong account gamit ang primary ID na galing sa gobyerno. Dapat ay ${formatCount(MINIMUM_AGE)} taong gulang ka o higit pa.`,
      `Incident points ang ibinabayad sa mga report. Gumagamit ang isang report ng ${formatPoints(POINTS_PER_AGENCY)} para sa bawat ahensyang padadalhan nito, kaya ${pointsPerReportInWords} ang nagagamit ng isang report.`,
      "Points ng iyong barangay ang unang ginagamit. Gagamitin lang ang sarili mong points kapag kulang ang points ng iyong barangay.",
      `Para sa sarili mong points, magsimula sa libreng personal plan: ${formatPoints(freePersonalPlan.points)} na valid nang ${formatDays(freePersonalPlan.validityDays)}.`,
    ],
    actions: [{ kind: "download" }],
  },
  {
    id: "barangay",
    title: "Para sa mga barangay",
    intro:
      "Ang inyong barangay ang nagbabayad para sa mga report na ipinapadala ng inyong mga residente, gamit ang Barangay Incident Points (BIPs).",
    steps: [
      "Makipag-ugnayan sa amin para malaman kung paano makapagsisimula ang inyong barangay sa Brisk.",
      `Kapag na-verify na, makakatanggap ang inyong barangay ng libreng ${planName(verificationGift).toLowerCase()} na ${formatPoints(verificationGift.points)}, na valid nang ${formatDays(verificationGift.validityDays)}.`,
      `Pagkatapos, bumili ng barangay plan. Nagkakahalaga ang mga plan ng ${paidPriceRange(BARANGAY_PLANS)} at valid nang ${validityRange(BARANGAY_PLANS)}. Magmumungkahi ang plan finder ng isang plan batay sa dami ng report na inaasahan ninyo.`,
      "Puwede ring magregalo o mag-sponsor ng points ang mga residente para sa kanilang barangay.",
      "Nananatili sa inyong barangay ang inyong points. Hindi ito puwedeng ilipat sa ibang barangay.",
      `Puwede kayong makakuha ng refund para sa points ng barangay ${refundInWords("bips")}.`,
    ],
    actions: [
      {
        kind: "page",
        page: pageSections.planFinder.page,
        hash: pageSections.planFinder.id,
        label: "Hanapin ang plan para sa inyong barangay",
      },
      {
        kind: "page",
        page: "contact",
        query: { topic: contactSteps.barangay.topic },
        label: contactSteps.barangay.label,
      },
      { kind: "page", page: "poster", label: "Tingnan ang poster para sa inyong barangay hall" },
      { kind: "posterPdf", label: `I-download ang poster (PDF, ${POSTER_PAPER})` },
    ],
  },
  {
    id: "agency",
    title: "Para sa mga ahensya",
    intro: `Libre ang Brisk sa lahat ng uri ng ahensya maliban sa barangay: ${agencyTypesInWords(freeAgencyTypes)}.`,
    steps: [
      "Makipag-ugnayan sa amin para malaman kung paano makapagsisimula ang inyong ahensya sa Brisk.",
      `Isang agency slot ang ginagamit ng bawat ahensya. Gamit na ang slot kapag na-verify na ang ahensya. ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)} ang isang dagdag na slot, at hindi ito nag-e-expire.`,
      `Puwedeng i-refund ang isang slot ${refundInWords("agency-slot")}, pero hindi na kapag na-verify na ang ahensyang nasa slot.`,
      `Sa location sharing, makikita ng inyong ahensya kung nasaan ang mga miyembro nito, kapag pumayag lang ang bawat miyembro. Kusa itong nag-o-off pagkalipas ng ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
      `Puwedeng bumili ng location sharing ang mga ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)}: ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} na valid nang ${formatDays(LOCATION_SHARING_ADDON.validityDays)}. Libre ito para sa ${agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES)}.`,
      `Sa desktop access, magagamit ninyo ang Brisk sa computer. Puwede itong bilhin o hilingin ng mga ${rolesInWords(DESKTOP_ACCESS_ROLES)}: ${formatPrice(DESKTOP_ACCESS.pricePhp)} bawat device, valid nang ${formatDays(DESKTOP_ACCESS.validityDays)} mula nang i-activate. Naka-lock ito sa isang device.`,
    ],
    actions: [
      {
        kind: "page",
        page: "contact",
        query: { topic: contactSteps.agency.topic },
        label: contactSteps.agency.label,
      },
      { kind: "page", page: "agencies", label: "Basahin ang iniaalok ng Brisk sa mga ahensya" },
    ],
  },
] as const satisfies readonly StartPath[] satisfies Translation<typeof english.startPaths>;

export const startQuestionsTitle = "Mga itinatanong ng mga tao bago magsimula";

export const startQuestions = [
  {
    id: "hotline",
    question: `Pinapalitan ba ng Brisk ang hotline na ${EMERGENCY_HOTLINE}?`,
    answer: [
      `Hindi. Kapag may emergency, tumawag sa ${EMERGENCY_HOTLINE}.`,
      "Gamitin ang Brisk para mag-report ng insidente sa mga ahensyang pipiliin mo at para masubaybayan kung ano ang nangyayari dito.",
    ],
  },
  {
    id: "tiers",
    question: `Ano ang ibig sabihin ng ${firstTier.tier} hanggang ${lastTier.tier}?`,
    answer: [
      `Ito ang ${formatCount(RESPONSE_TIME_TIERS.length)} response-time tier na iminumungkahi ng Brisk sa mga ahensya, mula sa pinakamabilis hanggang sa pinakamabagal.`,
      ...RESPONSE_TIME_TIERS.map(
        (tier) => `${tier.tier}: ${formatMinutesRange(tier.minMinutes, tier.maxMinutes)}.`,
      ),
    ],
  },
  {
    id: "anonymous",
    question: "Puwede ba akong mag-report nang anonymous?",
    answer: [
      "Hindi. Mga verified user lang ang puwedeng mag-report, at galing sa iyong verified account ang bawat report mo.",
      "Pero puwede mong i-censor ang iyong pagkakakilanlan sa isang report.",
    ],
    more: {
      page: "safety",
      label: "Paano tinitiyak ng Brisk na totoo ang mga report at ligtas ang mga tao",
    },
  },
  {
    id: "censored",
    question: "Ano ang nangyayari kapag na-censor ko ang aking pagkakakilanlan?",
    answer: [
      "Pinipili mong i-censor ang iyong pagkakakilanlan habang ginagawa mo ang report.",
      "Puwede mo itong i-uncensor sa ibang pagkakataon: buksan ang report sa app, pumunta sa Involved section nito at piliin ang 'Uncensor'.",
      "Galing pa rin sa iyong verified account ang report, dahil hindi anonymous ang mga report.",
    ],
  },
] as const satisfies readonly StartQuestion[] satisfies Translation<typeof english.startQuestions>;
