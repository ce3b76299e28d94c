/** The FAQs' answers in full, in Filipino: the twin of faqs.full.ts; the questions are in faqs.fil.ts. */
import { defineFullTexts, type ContentBlock, type Translation } from "~/content/types";
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
  PERSONAL_PLANS,
  POINTS_PER_AGENCY,
  RETENTION_RULES,
  TERMS_EXAMPLE_POINTS_VALIDITY_MONTHS,
  type PointsPlan,
  type RetentionRule,
} from "~/content/constants";
import type * as english from "./faqs.full";
import { planName } from "~/content/labels.fil";
import { reportCategories } from "~/content/lists.fil";
import { reportsCovered } from "~/content/points.fil";
import { formatDays, formatHours, formatMonths, formatPoints, formatPrice } from "~/lib/format.fil";
import {
  agencyTypesInWords,
  allAgencyTypesInWords,
  firstTier,
  formatRetention,
  freePlanOf,
  lastTier,
  refundInWords,
  rolesInWords,
} from "~/content/phrasing.fil";
import { platformsWith } from "~/content/platforms.fil";
import { pageNames } from "~/content/page-names.fil";
import { plansTable, refundTable, reportingSteps, responseTimeTable } from "~/content/tables.fil";

const freePersonalPlan = freePlanOf(PERSONAL_PLANS);
const verificationGift = freePlanOf(BARANGAY_PLANS);

/** How many reports a number of points covers, e.g. "1 hanggang 5 report". */
const reportsCoveredBy = (points: PointsPlan["points"]) => {
  const range = reportsCovered(points);
  return range ? `${range} report` : "kahit ilang report";
};

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
    ? "Ang mga informant ay ang mga indibidwal na verified user na nagpapadala ng report. Iniimbak ang kanilang mga record nang walang takdang katapusan."
    : "",
  `Mga record ng mga user: ${formatRetention(userRetention)}.`,
]
  .filter(Boolean)
  .join(" ");
const freeLocationSharingTypes = agencyTypesInWords(FREE_LOCATION_SHARING_AGENCY_TYPES);

const emergencyHotline: ContentBlock = {
  type: "paragraph",
  text: `Kung may nasa panganib ngayon mismo, tumawag sa national emergency hotline na ${EMERGENCY_HOTLINE}.`,
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
      text: "Puwede ka nang magpadala ng report kapag na-verify ka na ng Brisk gamit ang primary ID na galing sa gobyerno.",
    },
    {
      type: "paragraph",
      text: `Ginawa ang Brisk para sa mga ahensyang rumeresponde: ${allAgencyTypesInWords}. Ang mga ahensya ang rumeresponde at namamahala sa mga kasong natatanggap nila.`,
    },
    {
      type: "paragraph",
      text: "Bumibili ang mga barangay ng mga plan ng incident points. Incident points ang ginagamit ng isang report kapag ipinadala ito, at points muna ng barangay ang ginagamit ng mga report ng mga residente nito.",
    },
    {
      type: "paragraph",
      text: `Available na ang Brisk sa ${platformsWith("available")} ngayon.`,
    },
    { type: "link", text: "Tingnan ang lahat ng feature ng app", page: "features" },
  ],
  "faq-2": [
    {
      type: "paragraph",
      text: "Ang verified user ay taong inaprubahan ng Brisk ang account. Kailangan ng primary ID na galing sa gobyerno para ma-verify.",
    },
    {
      type: "paragraph",
      text: "Dapat ding may legal na kakayahan kang makipagkontrata.",
    },
    {
      type: "paragraph",
      text: "Puwedeng aprubahan o tanggihan ng Brisk ang pag-verify sa iyo. Puwede rin nitong bawiin ang pag-verify kalaunan. Puwede ring i-suspend o isara ng Brisk ang isang account nang walang abiso.",
    },
    { type: "link", text: `Basahin ang aming ${pageNames.terms.title}`, page: "terms" },
  ],
  "faq-3": [
    {
      type: "paragraph",
      text: "Kapag nag-censor ka, nakatago ang iyong pagkakakilanlan sa report. Pinipili mo ito habang ginagawa ang report. Alam pa rin ng Brisk kung sino ang nagpadala nito, dahil galing ito sa verified account mo.",
    },
    { type: "heading", text: "Paano i-uncensor ang isang report" },
    {
      type: "paragraph",
      text: "Buksan ang report sa app at pumunta sa Involved section nito. Ito ang bahagi ng report kung saan makikita ang 'Uncensor'. Piliin ang 'Uncensor'.",
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
  "faq-5": [
    reportingSteps,
    {
      type: "paragraph",
      text: "Gumagamit ng incident points ang pagpapadala ng report. Ipinapaliwanag ng tanong na 'Ano ang PIPs at BIPs?' kung saan nanggagaling ang mga ito.",
    },
    {
      type: "paragraph",
      text: "Pagkatapos mong ipadala ang report, subaybayan nang live ang status nito sa app. Doon ka rin puwedeng makipag-chat sa mga ahensya at magbigay ng feedback.",
    },
    emergencyHotline,
  ],
  "faq-6": [
    {
      type: "paragraph",
      text: "Incident points ang ginagamit ng isang report kapag ipinadala mo ito. Galing ang mga ito sa barangay mo o sa sarili mong account.",
    },
    {
      type: "paragraph",
      text: `Ikaw mismo ang pipili ng mga ahensya. Ginawa ang Brisk para sa mga ganitong uri ng ahensya: ${allAgencyTypesInWords}. Puwede ring sumali ang iba pang tanggapan ng gobyerno bilang secondary responder.`,
    },
    {
      type: "paragraph",
      text: "Piliin ang mga ahensyang kailangang kumilos. Halimbawa, kapag may sunog, puwede mong piliin ang bumbero at ang emergency medical team. Kapag mas kaunti ang ahensya, mas kaunti rin ang points na mauubos.",
    },
    { type: "link", text: "Tingnan kung para saang mga ahensya ginawa ang Brisk", page: "agencies" },
  ],
  "faq-7": [
    {
      type: "list",
      items: [
        "Nakatali sa account mo ang PIPs. Hindi mo ito maibibigay o maililipat sa iba.",
        "Ang barangay mo ang bumibili at namamahala ng BIPs nito. Puwedeng magregalo o mag-sponsor ang mga residente ng BIPs para sa kanilang barangay. Hindi maililipat ang BIPs mula sa isang barangay papunta sa iba.",
      ],
    },
    { type: "heading", text: "Aling points ang ginagamit ng isang report" },
    {
      type: "paragraph",
      text: "Kung may sapat na BIPs ang barangay mo para sa report mo, iyon ang gagamitin ng report. Kung wala, ang sarili mong PIPs ang gagamitin nito.",
    },
    {
      type: "paragraph",
      text: "Kaya baka hindi mo na kailangan ng sarili mong points. Kung kailangan mo naman, puwede kang magsimula sa libreng personal plan.",
    },
    plansLink,
  ],
  "faq-8": [
    {
      type: "paragraph",
      text: `Nagbibigay ang bawat plan ng tiyak na dami ng points na tumatagal nang takdang bilang ng araw. Gumagamit ang isang report ng ${formatPoints(POINTS_PER_AGENCY)} sa bawat ahensyang makakatanggap nito. Kaya sapat ang ${formatPoints(freePersonalPlan.points)} ng plan na ${planName(freePersonalPlan)} para sa ${reportsCoveredBy(freePersonalPlan.points)}.`,
    },
    {
      type: "paragraph",
      text: `Makakatanggap ang isang barangay ng libreng ${planName(verificationGift).toLowerCase()} na ${formatPoints(verificationGift.points)}.`,
    },
    plansTable("Mga personal plan (PIPs)", PERSONAL_PLANS),
    plansTable("Mga barangay plan (BIPs)", BARANGAY_PLANS),
    plansLink,
  ],
  "faq-9": [
    {
      type: "paragraph",
      text: "Hindi na magagamit ang points na natira pagkatapos ng validity. Pumili ng plan na inaasahan mong mauubos mo ang points bago matapos ang validity. Makikita sa page ng mga plan ang validity ng bawat plan.",
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
      text: "Ang PIPs ay ang incident points na hawak mo mismo. Nakatali ang mga ito sa account mo, kaya hindi mo maibibigay ang mga ito sa ibang tao.",
    },
    {
      type: "paragraph",
      text: "Ang BIPs ay ang incident points ng isang barangay. Hindi maililipat ang mga ito sa ibang barangay.",
    },
    {
      type: "paragraph",
      text: "Puwede mo pa ring tulungan ang barangay mo: puwedeng magregalo o mag-sponsor ang mga residente ng BIPs para dito.",
    },
    {
      type: "paragraph",
      text: `Kung bumili ka ng PIPs na hindi mo pala kailangan, puwede kang humingi ng refund ${refundInWords("pips")}.`,
    },
  ],
  "faq-11": [
    {
      type: "paragraph",
      text: "Ang BIPs ay ang incident points ng barangay. Ito muna ang ginagamit ng report ng isang residente, kapag may sapat ang barangay.",
    },
    {
      type: "paragraph",
      text: "Kaya kapag mas marami ang BIPs, mas maraming report mula sa barangay mo ang makakagamit ng points ng barangay. Mas kaunting residente na ang mangangailangan ng sarili nilang Personal Incident Points (PIPs).",
    },
    {
      type: "paragraph",
      text: "Nananatili ang BIPs sa barangay na iyon. Hindi maililipat ang mga ito sa ibang barangay.",
    },
    {
      type: "paragraph",
      text: "Para magtanong kung paano magregalo o mag-sponsor ng BIPs, padalhan kami ng mensahe.",
    },
    contactLink,
    { type: "link", text: "Tingnan ang mga barangay plan", page: "plans" },
  ],
  "faq-12": [
    {
      type: "paragraph",
      text: "Bumibili ang mga barangay ng mga plan ng Barangay Incident Points (BIPs). Ito ang points na ginagamit ng mga report ng kanilang mga residente.",
    },
    { type: "heading", text: "Mga opsyonal na add-on" },
    {
      type: "list",
      items: [
        `Dagdag na agency slot: ${formatPrice(EXTRA_AGENCY_SLOT.pricePhp)}. Ang slot ay puwang para sa isa pang ahensya, at gamit na ito kapag na-verify na ang ahensyang iyon. Hindi ito nag-e-expire.`,
        `Location Sharing: ${formatPrice(LOCATION_SHARING_ADDON.pricePhp)} para sa ${formatDays(LOCATION_SHARING_ADDON.validityDays)}. Libre ito para sa mga ahensya ng ${freeLocationSharingTypes}.`,
        `Desktop Access: ${formatPrice(DESKTOP_ACCESS.pricePhp)} kada device, valid nang ${formatDays(DESKTOP_ACCESS.validityDays)} mula nang i-activate.`,
      ],
    },
    plansLink,
    {
      type: "paragraph",
      text: "Gusto bang magsimulang gumamit ng Brisk ang inyong ahensya? Ikuwento ninyo ito sa amin.",
    },
    contactLink,
  ],
  "faq-13": [
    {
      type: "list",
      items: [
        "Puwede ring i-off nang mano-mano ang sharing bago pa ang oras na iyon.",
        `Ang location footprints ay ang record ng mga napuntahan ng ibinahaging lokasyon ng isang member. Binubura ang mga ito kada ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
        `Ang ${rolesInWords(LOCATION_SHARING_BUYER_ROLES)} lang ang puwedeng bumili ng Location Sharing. Libre ito para sa mga ahensya ng ${freeLocationSharingTypes}.`,
      ],
    },
    plansLink,
  ],
  "faq-14": [
    {
      type: "paragraph",
      text: `Puwede itong bilhin o hilingin ng ${rolesInWords(DESKTOP_ACCESS_ROLES)}. Nagkakahalaga ito ng ${formatPrice(DESKTOP_ACCESS.pricePhp)} kada device.`,
    },
    {
      type: "paragraph",
      text: "Nakakandado ito sa hardware ng iisang device na iyon. Hindi mo ito maililipat sa ibang computer.",
    },
    {
      type: "paragraph",
      text: `Magsisimulang bilangin ang ${formatDays(DESKTOP_ACCESS.validityDays)} kapag na-activate mo ito, hindi kapag binili mo. Puwede kang humingi ng refund ${refundInWords("desktop")}.`,
    },
    plansLink,
  ],
  "faq-15": [
    refundTable,
    {
      type: "paragraph",
      text: "Hindi na mare-refund ang dagdag na agency slot kapag na-verify na ang ahensyang nakalagay dito.",
    },
    { type: "paragraph", text: "Para magtanong tungkol sa refund, padalhan kami ng mensahe." },
    contactLink,
  ],
  "faq-16": [
    {
      type: "paragraph",
      text: `Ang ${firstTier.tier} hanggang ${lastTier.tier} ay mga tier ng iminumungkahing oras ng pagresponde. ${firstTier.tier} ang pinakamabilis. Gabay ang mga ito para sa mga ahensya, hindi pangako sa iyo.`,
    },
    responseTimeTable,
    {
      type: "paragraph",
      text: "Pagkatapos mong magpadala ng report, subaybayan nang live ang status nito sa app. Doon ka rin puwedeng makipag-chat sa mga ahensya.",
    },
    emergencyHotline,
  ],
  "faq-17": [
    {
      type: "paragraph",
      text: "I-download ang Android app sa Google Play. Nasa aming home page ang button.",
    },
    { type: "link", text: "Kunin ang app", page: "home" },
    {
      type: "paragraph",
      text: "Puwede ring gamitin ng mga ahensya ang Brisk sa desktop computer gamit ang Desktop Access. Binibili ito kada device.",
    },
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
