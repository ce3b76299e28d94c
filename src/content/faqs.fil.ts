/** The FAQs page in Filipino: the twin of faqs.ts. */
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  DESKTOP_ACCESS_ROLES,
  FREE_LOCATION_SHARING_AGENCY_TYPES,
  LOCATION_SHARING,
  MAX_AGENCIES_PER_REPORT,
  MINIMUM_AGE,
  PAYING_AGENCY_TYPES,
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  REFUND_RULES,
  REPORT_CATEGORIES,
  RESPONSE_TIME_TIERS,
} from "~/content/constants";
import type * as english from "./faqs";
import type { fullTexts } from "./faqs.full.fil";
import type { Card, ContentImage, Translation } from "~/content/types";
import { agencyRolesInWords, planName } from "~/content/labels.fil";
import { pointsPerReportInWords } from "~/content/points.fil";
import { formatCount, formatDays, formatHours, formatList, formatMinutesRange } from "~/lib/format.fil";
import {
  agencyTypesInWords,
  firstTier,
  freePlanOf,
  lastTier,
  paidPriceRange,
  validityRange,
} from "~/content/phrasing.fil";
import { platformsWith } from "~/content/platforms.fil";
import { definePage } from "~/content/page-names.fil";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const faqsPage = definePage("faqs", {
  description:
    "Mga sagot sa madalas itanong tungkol sa Brisk: pag-verify, pag-report, incident points, mga plan para sa barangay at ahensya, location sharing at refund.",
  subtitle: "Maiikling sagot sa mga madalas itanong. Magbukas ng isa para magbasa pa.",
});

/** A card's dialog text, loaded from faqs.full.fil.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./faqs.full.fil").then((module) => module.fullTexts[id]);

/** The topics whose illustration FAQ cards share. */
type FaqTopic = "reporting" | "points" | "agencies" | "privacy" | "app";

/** The shared illustration of a topic; its alt text is empty, as in English. */
function faqImage(topic: FaqTopic): ContentImage {
  return { src: `/images/cards/faq-${topic}.svg`, alt: "" };
}

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);

/** A number of incident points, e.g. "1 incident point". */
const incidentPoints = (points: number) =>
  `${formatCount(points)} incident ${points === 1 ? "point" : "points"}`;

/** A tier and its minutes, e.g. "Q1 (1–3 minuto)". */
const tierInWords = (tier: typeof firstTier | typeof lastTier) =>
  `${tier.tier} (${formatMinutesRange(tier.minMinutes, tier.maxMinutes)})`;

/** The refund windows, e.g. "24 oras o 3 araw". */
const refundWindows = formatList(
  [...new Set(REFUND_RULES.map((rule) => rule.windowHours))].sort((a, b) => a - b).map(formatHours),
  "o",
);

const payingAgencyTypes = agencyTypesInWords(PAYING_AGENCY_TYPES);
const freeLocationSharingTypes = agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES);

/** The nineteen questions of the FAQs page, in the order they appear. */
export const faqCards = [
  {
    id: "faq-1",
    image: faqImage("app"),
    title: "Ano ang Brisk?",
    description:
      "Mobile app ang Brisk para mag-report ng insidente o emergency sa mga ahensya ng gobyerno. Sa app ding iyon mo masusubaybayan ang pagresponde.",
    buttonText: "Sagot",
    fullContent: fullText("faq-1"),
  },
  {
    id: "faq-2",
    image: faqImage("reporting"),
    title: "Sino ang puwedeng mag-report ng insidente?",
    description: `Mga verified user lang ang puwedeng mag-report. Kailangan mo ng primary ID na galing sa gobyerno, at dapat ${formatCount(MINIMUM_AGE)} taong gulang ka na o higit pa.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-2"),
  },
  {
    id: "faq-3",
    image: faqImage("privacy"),
    title: "Puwede ba akong mag-report nang anonymous?",
    description:
      "Hindi. Galing sa verified account mo ang bawat report. Puwede mong i-censor ang iyong pagkakakilanlan sa isang report, at i-uncensor ito sa ibang pagkakataon.",
    buttonText: "Sagot",
    fullContent: fullText("faq-3"),
  },
  {
    id: "faq-4",
    image: faqImage("reporting"),
    title: "Anong mga insidente ang puwede kong i-report?",
    description: `Mga insidente at emergency sa ${formatCount(REPORT_CATEGORIES.length)} kategorya, mula bagyo at sunog hanggang scam at nawawalang tao.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-4"),
  },
  {
    id: "faq-5",
    image: faqImage("reporting"),
    title: "Paano magpadala ng report?",
    description:
      "Sa app, pumili ng kategorya, maglagay ng litrato o video, ilarawan ang nangyari at ibigay ang lokasyon. Pagkatapos, piliin ang mga ahensya at ipadala ang report.",
    buttonText: "Sagot",
    fullContent: fullText("faq-5"),
  },
  {
    id: "faq-6",
    image: faqImage("agencies"),
    title: "Ilang ahensya ang puwedeng makatanggap ng report ko?",
    description: `Hanggang ${formatCount(MAX_AGENCIES_PER_REPORT)}. Gumagamit ng ${incidentPoints(POINTS_PER_AGENCY)} ang bawat ahensyang padadalhan mo, kaya ${pointsPerReportInWords} ang ginagamit ng isang report.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-6"),
  },
  {
    id: "faq-7",
    image: faqImage("points"),
    title: "Ano ang PIPs at BIPs?",
    description:
      "Ito ang incident points ng Brisk. Sa iyo ang personal points (PIPs, Personal Incident Points), at sa barangay mo naman ang barangay points (BIPs, Barangay Incident Points).",
    buttonText: "Sagot",
    fullContent: fullText("faq-7"),
  },
  {
    id: "faq-8",
    image: faqImage("points"),
    title: "Magkano ang incident points?",
    description: `Walang bayad ang Personal ${planName(freePersonalPlan)}. Nagkakahalaga ng ${paidPriceRange(PERSONAL_PLANS)} ang mga paid personal plan, at ${paidPriceRange(BARANGAY_PLANS)} naman ang mga barangay plan.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-8"),
  },
  {
    id: "faq-9",
    image: faqImage("points"),
    title: "Nag-e-expire ba ang points?",
    description: `Oo. Nag-e-expire ang points kapag natapos na ang validity ng plan nito: ${validityRange(PERSONAL_PLANS)} para sa mga personal plan, at ${validityRange(BARANGAY_PLANS)} para sa mga barangay plan.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-9"),
  },
  {
    id: "faq-10",
    image: faqImage("points"),
    title: "Puwede ko bang ilipat sa iba ang points ko?",
    description:
      "Hindi. Nakatali sa account mo ang personal points, at hindi maililipat sa ibang barangay ang barangay points.",
    buttonText: "Sagot",
    fullContent: fullText("faq-10"),
  },
  {
    id: "faq-11",
    image: faqImage("points"),
    title: "Puwede bang tulungan ng mga residente ang barangay nila sa points?",
    description:
      "Oo. Puwedeng magregalo o mag-sponsor ang mga residente ng barangay points para sa kanilang barangay.",
    buttonText: "Sagot",
    fullContent: fullText("faq-11"),
  },
  {
    id: "faq-12",
    image: faqImage("agencies"),
    title: "Kailangan bang magbayad ng mga ahensya para magamit ang Brisk?",
    description: `Libre ang Brisk para sa lahat ng ahensya maliban sa mga ${payingAgencyTypes}, na bumibili ng barangay points. Puwedeng bumili ang anumang ahensya ng mga paid add-on: ang Extra Agency Slot, ang Location Sharing add-on (libre para sa mga ahensya ng ${freeLocationSharingTypes}) at ang Desktop Access.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-12"),
  },
  {
    id: "faq-13",
    image: faqImage("privacy"),
    title: "Paano gumagana ang location sharing para sa mga miyembro ng ahensya?",
    description: `Makikita lang ng ahensya ang lokasyon ng isang miyembro kapag tinanggap na niya ang location request. Kusang nag-o-off ang sharing pagkalipas ng ${formatHours(LOCATION_SHARING.autoOffHours)}.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-13"),
  },
  {
    id: "faq-14",
    image: faqImage("agencies"),
    title: "Ano ang Desktop Access?",
    description: `Ang Desktop Access ay lisensya kada device para magamit ang Brisk sa computer. Puwede itong bilhin o hilingin ng ${agencyRolesInWords(DESKTOP_ACCESS_ROLES)}, at valid ito nang ${formatDays(DESKTOP_ACCESS.validityDays)} mula nang ma-activate.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-14"),
  },
  {
    id: "faq-15",
    image: faqImage("points"),
    title: "Puwede ba akong humingi ng refund?",
    description: `Oo, kung hindi mo pa nagagamit ang binili mo at hihingi ka sa loob ng ${refundWindows}, depende sa item.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-15"),
  },
  {
    id: "faq-16",
    image: faqImage("agencies"),
    title: "Gaano kabilis sasagutin ng mga responder ang report ko?",
    description: `Nagmumungkahi ang Brisk sa mga ahensya ng oras ng pagresponde sa ${formatCount(RESPONSE_TIME_TIERS.length)} tier, mula ${tierInWords(firstTier)} hanggang ${tierInWords(lastTier)}.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-16"),
  },
  {
    id: "faq-17",
    image: faqImage("app"),
    title: "Saang mga device puwedeng gamitin ang Brisk?",
    description: `Nasa ${platformsWith("available")} na ang Brisk ngayon. Sinusuri pa ang app para sa ${platformsWith("under-review")}, at malapit na rin ito sa ${platformsWith("coming-soon")}.`,
    buttonText: "Sagot",
    fullContent: fullText("faq-17"),
  },
  {
    id: "faq-18",
    image: faqImage("reporting"),
    title: "Paano mag-print ng report?",
    description:
      "May printable PDF ang bawat report na ipinapadala mo. I-save ito, o i-print para may kopya ka sa papel.",
    buttonText: "Sagot",
    fullContent: fullText("faq-18"),
  },
  {
    id: "faq-19",
    image: faqImage("app"),
    title: "Paano makipag-ugnayan sa Brisk team?",
    description:
      "Padalhan kami ng mensahe gamit ang form sa aming contact page. Hindi para sa emergency ang form na ito.",
    buttonText: "Sagot",
    fullContent: fullText("faq-19"),
  },
] satisfies Card[] satisfies Translation<typeof english.faqCards>;
