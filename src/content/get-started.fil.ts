/** The Get Started page in Filipino: the twin of get-started.ts, from the same constants. */
import {
  BARANGAY_PLANS,
  EMERGENCY_HOTLINE,
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
import { definePage } from "~/content/page-names.fil";
import { pageSections } from "~/content/pages";
import {
  agencyTypesInWords,
  firstTier,
  freePlanOf,
  lastTier,
  paidPriceRange,
  validityRange,
} from "./phrasing.fil";
import { platformsWith } from "./platforms.fil";
import type { PlanGroupId } from "./plans";
import { barangayPlanTitle, personalPlanTitle } from "./plans.fil";
import { pointsPerReportInWords } from "./points.fil";
import { formatCount, formatDays, formatMinutesRange, formatPoints } from "~/lib/format.fil";

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
      `Incident points ang ibinabayad sa mga report. Gumagamit ang report ng ${formatPoints(POINTS_PER_AGENCY)} sa bawat ahensyang padadalhan nito, kaya ${pointsPerReportInWords} ang ginagamit ng bawat report.`,
      "Bumibili ang iyong barangay ng barangay points (BIPs), at ito ang unang ginagamit ng mga report mo. Gagamitin lang ang iyong personal points (PIPs) kapag kulang ang points ng iyong barangay.",
      `Para sa personal points, magsimula sa ${personalPlanTitle(freePersonalPlan)} plan: ${formatPoints(freePersonalPlan.points)} na valid nang ${formatDays(freePersonalPlan.validityDays)}.`,
    ],
    actions: [{ kind: "download" }],
  },
  {
    id: "barangay",
    title: "Para sa mga barangay",
    intro:
      "Ang inyong barangay ang nagbabayad para sa mga report na ipinapadala ng inyong mga residente, gamit ang barangay points.",
    steps: [
      "Makipag-ugnayan sa amin para malaman kung paano makapagsisimula ang inyong barangay sa Brisk.",
      `Kapag na-verify na ang inyong barangay, matatanggap nito nang libre ang ${barangayPlanTitle(verificationGift)}: ${formatPoints(verificationGift.points)} na valid nang ${formatDays(verificationGift.validityDays)}.`,
      `Pagkatapos, bumili ng barangay plan. Nagkakahalaga ang mga plan ng ${paidPriceRange(BARANGAY_PLANS)} at valid nang ${validityRange(BARANGAY_PLANS)}. Magmumungkahi ang plan finder ng isang plan batay sa dami ng report na inaasahan ninyo.`,
      "Puwede ring magregalo o mag-sponsor ng barangay points ang inyong mga residente.",
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
      "Gamit na ang isang agency slot kapag na-verify na ang inyong ahensya.",
      "Sa location sharing, makikita ninyo kung nasaan ang mga miyembro ng inyong ahensya, pero pagkatapos lang pumayag ng bawat miyembro.",
      "Puwede ring bumili ang inyong ahensya ng mga add-on: Extra Agency Slot, Location Sharing add-on at Desktop Access.",
    ],
    actions: [
      {
        kind: "page",
        page: "contact",
        query: { topic: contactSteps.agency.topic },
        label: contactSteps.agency.label,
      },
      { kind: "page", page: "agencies", label: "Basahin ang iniaalok ng Brisk sa mga ahensya" },
      {
        kind: "page",
        page: "plans",
        hash: "agency" satisfies PlanGroupId,
        label: "Tingnan ang mga add-on at ang presyo nila",
      },
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
      "Gamitin ang Brisk para mag-report ng insidente sa mga ahensyang pipiliin mo at para masubaybayan kung ano ang nangyayari rito.",
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
    question: "Ano ang mangyayari kapag i-censor ko ang aking pagkakakilanlan?",
    answer: [
      "Hindi makikita ang iyong pagkakakilanlan sa report na iyon, pero galing pa rin ito sa iyong verified account.",
      "Puwede mo itong i-uncensor sa ibang pagkakataon.",
    ],
    more: { page: "faqs", label: "Basahin sa mga FAQ kung paano i-uncensor ang isang report" },
  },
] as const satisfies readonly StartQuestion[] satisfies Translation<typeof english.startQuestions>;
