/** The FAQs' answers in full, in Filipino: the twin of faqs.full.ts; the questions are in faqs.fil.ts. */
import { defineFullTexts, type ContentBlock, type Translation } from "~/content/types";
import {
  BARANGAY_PLANS,
  DESKTOP_ACCESS,
  EMERGENCY_HOTLINE,
  EXTRA_AGENCY_SLOT,
  LOCATION_SHARING,
  LOCATION_SHARING_ADDON,
  LOCATION_SHARING_BUYER_ROLES,
  PERSONAL_PLANS,
  RETENTION_RULES,
  TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS,
  type PointsPlan,
  type RetentionRule,
} from "~/content/constants";
import type * as english from "./faqs.full";
import { agencyRolesInWords, planName } from "~/content/labels.fil";
import { reportCategories } from "~/content/lists.fil";
import { reportsCovered } from "~/content/points.fil";
import { formatDays, formatHours, formatMonths, formatPoints, formatPrice } from "~/lib/format.fil";
import { allAgencyTypesInWords, formatRetention, freePlanOf, refundInWords } from "~/content/phrasing.fil";
import { pageNames } from "~/content/page-names.fil";
import { plansTable, refundTable, reportingSteps, responseTimeTable } from "~/content/tables.fil";

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);

/** How many reports a number of points covers, e.g. "1 hanggang 5 report". */
const reportsCoveredBy = (points: PointsPlan["points"]) => {
  const range = reportsCovered(points);
  return range ? `${range} report` : "kahit ilang report";
};

/** A phrase from the helpers, to go on inside a sentence: "Habang…" → "habang…". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function retentionRule(id: string): RetentionRule {
  const rule: RetentionRule | undefined = RETENTION_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no retention rule "${id}"`);
  return rule;
}

const userRetention = retentionRule("users");
const informantRetention = retentionRule("informants");

/** How long the records of people who report are kept, in the privacy policy's terms. */
const retentionInWords = [
  `Nakasaad sa aming ${pageNames.privacy.title} kung gaano katagal iniimbak ang mga record.`,
  informantRetention.indefinite
    ? "Ang mga informant ay ang mga indibidwal na verified user na nagpapadala ng report. Iniimbak ang kanilang mga record nang walang takdang panahon."
    : "",
  `Iniimbak ang mga record ng mga user ${lowerFirst(formatRetention(userRetention))}.`,
]
  .filter(Boolean)
  .join(" ");

const emergencyHotline: ContentBlock = {
  type: "paragraph",
  text: `Kung may taong nasa panganib ngayon mismo, tumawag sa national emergency hotline na ${EMERGENCY_HOTLINE}.`,
};

const plansLink: ContentBlock = { type: "link", text: "Tingnan ang mga plan at presyo", page: "plans" };
const contactLink: ContentBlock = { type: "link", text: "Padalhan kami ng mensahe", page: "contact" };

export const fullTexts = defineFullTexts({
  "faq-1": [
    { type: "heading", text: "Ang magagawa mo sa app" },
    {
      type: "list",
      items: [
        "Magpadala ng report na may litrato o video, paglalarawan at lokasyon.",
        "Piliin kung aling mga ahensya ang makakatanggap ng report mo.",
        "Subaybayan nang live ang status ng report mo, makipag-chat sa mga ahensya at magbigay ng feedback.",
        "Makatanggap ng resibo, o ticket, at printable PDF para sa bawat report.",
        "Magbasa ng balita sa Brisk News, ang news feed ng app.",
        "Hanapin sa Brisk Map ang mga opisina ng ahensya, evacuation center at presinto ng botohan.",
      ],
    },
    { type: "heading", text: "Para kanino ito" },
    {
      type: "paragraph",
      text: `Ang mga residente ang nagpapadala ng report. Ginawa ang Brisk para sa mga ahensyang rumeresponde sa mga ito at namamahala sa mga kaso: ${allAgencyTypesInWords}.`,
    },
    {
      type: "paragraph",
      text: "Gumagamit ng incident points ang bawat report na ipinapadala. Binibili ito ng mga barangay sa pamamagitan ng mga plan, para sa mga report ng kanilang mga residente.",
    },
    { type: "link", text: "Tingnan ang lahat ng feature ng app", page: "features" },
  ],
  "faq-2": [
    {
      type: "paragraph",
      text: "Ang verified user ay taong may account na inaprubahan ng Brisk.",
    },
    {
      type: "paragraph",
      text: "Dapat ding may legal na kakayahan kang makipagkontrata.",
    },
    {
      type: "paragraph",
      text: "Puwedeng aprubahan o tanggihan ng Brisk ang pag-verify sa iyo. Puwede rin nitong bawiin ang pag-verify sa ibang pagkakataon. Puwede ring i-suspend o isara ng Brisk ang isang account nang walang abiso.",
    },
    { type: "link", text: `Basahin ang aming ${pageNames.terms.title}`, page: "terms" },
  ],
  "faq-3": [
    {
      type: "paragraph",
      text: "Kapag naka-censor ang report, hindi makikita rito kung sino ka. Pinipili mo ang pag-censor habang ginagawa mo ang report. Alam pa rin ng Brisk kung sino ang nagpadala nito.",
    },
    { type: "heading", text: "Paano i-uncensor ang isang report" },
    {
      type: "paragraph",
      text: "Buksan ang report sa app, pumunta sa Involved section nito at piliin ang 'Uncensor'.",
    },
    { type: "heading", text: "Gaano katagal iniimbak ang mga record" },
    { type: "paragraph", text: retentionInWords },
    { type: "link", text: `Basahin ang aming ${pageNames.privacy.title}`, page: "privacy" },
  ],
  "faq-4": [
    { type: "list", items: [...reportCategories] },
    {
      type: "paragraph",
      text: "Isang kategorya ang pipiliin mo para sa bawat report. Pagkatapos, pipili ka ng subcategory na mas eksaktong naglalarawan sa insidente.",
    },
    { type: "link", text: "Tingnan kung paano mag-report", page: "features" },
  ],
  "faq-5": [reportingSteps, emergencyHotline],
  "faq-6": [
    {
      type: "paragraph",
      text: "Ikaw mismo ang pipili ng mga ahensya: ang mga kailangang kumilos. Halimbawa, kapag may sunog, puwede mong piliin ang bumbero at ang emergency medical team. Kapag mas kaunti ang ahensya, mas kaunti rin ang points na mauubos.",
    },
    {
      type: "paragraph",
      text: "Bukod sa mga uri ng ahensyang pinagsisilbihan ng Brisk, may mga secondary responder din: iba pang tanggapan ng gobyerno na sumasali sa Brisk.",
    },
    { type: "link", text: "Tingnan kung para saang mga ahensya ginawa ang Brisk", page: "agencies" },
  ],
  "faq-7": [
    { type: "heading", text: "Aling points ang ginagamit ng isang report" },
    {
      type: "paragraph",
      text: "Kung may sapat na barangay points ang barangay mo para sa report mo, iyon ang gagamitin ng report. Kung wala, ang personal points mo ang gagamitin nito.",
    },
    {
      type: "paragraph",
      text: `Kaya baka hindi mo na kailangan ng personal points. Kung kailangan mo naman, puwede kang magsimula sa Personal ${planName(freePersonalPlan)}.`,
    },
    plansLink,
  ],
  "faq-8": [
    {
      type: "paragraph",
      text: `Sapat ang ${formatPoints(freePersonalPlan.points)} ng Personal ${planName(freePersonalPlan)} para sa ${reportsCoveredBy(freePersonalPlan.points)}, depende kung ilang ahensya ang padadalhan ng bawat report.`,
    },
    plansTable("Mga personal plan", PERSONAL_PLANS),
    plansTable("Mga barangay plan", BARANGAY_PLANS),
    plansLink,
  ],
  "faq-9": [
    {
      type: "paragraph",
      text: "Hindi na magagamit ang points na natira pagkatapos ng validity. Kaya pumili ng plan na may points na inaasahan mong magagamit mo bago matapos ang validity nito.",
    },
    plansLink,
    {
      type: "paragraph",
      text: `Binabanggit ng aming ${pageNames.terms.title} ang ${formatMonths(TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS)} bilang halimbawang validity ng points.`,
    },
    { type: "link", text: `Basahin ang aming ${pageNames.terms.title}`, page: "terms" },
  ],
  "faq-10": [
    {
      type: "paragraph",
      text: "Puwede mo pa ring tulungan ang barangay mo sa pagregalo o pag-sponsor ng barangay points.",
    },
    {
      type: "paragraph",
      text: `Kung bumili ka ng personal points na hindi mo pala kailangan, puwede kang humingi ng refund ${refundInWords("pips")}.`,
    },
  ],
  "faq-11": [
    {
      type: "paragraph",
      text: "Barangay points ang ginagamit ng report ng isang residente kapag may sapat ang barangay. Kaya habang dumarami ang barangay points, kumakaunti ang residenteng mangangailangan ng personal points.",
    },
    {
      type: "paragraph",
      text: "Para magtanong kung paano magregalo o mag-sponsor ng barangay points, padalhan kami ng mensahe.",
    },
    contactLink,
    { type: "link", text: "Tingnan ang mga barangay plan", page: "plans" },
  ],
  "faq-12": [
    { type: "heading", text: "Mga paid add-on" },
    {
      type: "list",
      items: [
        `Extra Agency Slot: ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)}, walang expiry. Gamit na ang slot kapag na-verify na ang ahensya nito.`,
        `Location Sharing add-on: ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)}, valid nang ${formatDays(LOCATION_SHARING_ADDON.validityDays)}. Ang ${agencyRolesInWords(LOCATION_SHARING_BUYER_ROLES)} lang ang puwedeng bumili nito.`,
      ],
    },
    plansLink,
    { type: "link", text: "Basahin ang tungkol sa Desktop Access", page: "faqs", card: "faq-14" },
    {
      type: "paragraph",
      text: "Gusto bang magsimulang gumamit ng Brisk ang inyong ahensya? Ikuwento ninyo ito sa amin.",
    },
    contactLink,
  ],
  "faq-13": [
    {
      type: "paragraph",
      text: `Binubura tuwing ${formatHours(LOCATION_SHARING.footprintDeletionHours)} ang location footprints: ang record ng mga lugar na dinaanan ng ibinahaging lokasyon ng isang miyembro.`,
    },
    {
      type: "link",
      text: "Basahin ang tungkol sa Location Sharing para sa mga Ahensya",
      page: "agencies",
      card: "location-sharing",
    },
  ],
  "faq-14": [
    {
      type: "paragraph",
      text: `Nagkakahalaga ito ng ${formatPrice(DESKTOP_ACCESS.pricePhp)} kada device. Naka-lock ito sa hardware ng device na iyon, kaya hindi ninyo ito maililipat sa ibang computer.`,
    },
    {
      type: "paragraph",
      text: `Puwede kayong humingi ng refund ${refundInWords("desktop")}.`,
    },
    plansLink,
  ],
  "faq-15": [
    refundTable,
    {
      type: "paragraph",
      text: "Sa barangay points, ang ibig sabihin ng 'naipamahagi' ay naibigay na para gamitin.",
    },
    {
      type: "paragraph",
      text: "Hindi na mare-refund ang Extra Agency Slot kapag na-verify na ang ahensya nito.",
    },
    { type: "paragraph", text: "Para magtanong tungkol sa refund, padalhan kami ng mensahe." },
    contactLink,
  ],
  "faq-16": [
    {
      type: "paragraph",
      text: "Gabay ang mga tier para sa mga ahensya, hindi pangako sa iyo.",
    },
    responseTimeTable,
    emergencyHotline,
  ],
  "faq-17": [
    {
      type: "paragraph",
      text: "I-download ang Android app sa Google Play. Nasa aming home page ang button.",
    },
    { type: "link", text: "Kunin ang app", page: "home" },
  ],
  "faq-18": [
    {
      type: "paragraph",
      text: "Makakatanggap ka rin ng resibo, o ticket, para sa bawat report. Itabi ito kasama ng PDF para sa sarili mong record.",
    },
    { type: "link", text: "Tingnan ang mga feature ng app", page: "features" },
  ],
  "faq-19": [
    {
      type: "paragraph",
      text: "Sabihin sa amin kung sumusulat ka bilang residente, para sa isang barangay o para sa isang ahensya. Makakatulong ito para maipasa namin ang mensahe mo sa tamang tao.",
    },
    {
      type: "paragraph",
      text: "Sa parehong paraan din puwedeng sumulat sa amin ang mga barangay at ahensyang gustong gumamit ng Brisk.",
    },
    emergencyHotline,
    { type: "link", text: "Pumunta sa contact page", page: "contact" },
  ],
}) satisfies Translation<typeof english.fullTexts>;
