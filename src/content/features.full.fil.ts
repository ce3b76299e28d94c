/** The App Features dialogs' texts in Filipino: the twin of features.full.ts. */
import { defineFullTexts, type Translation } from "~/content/types";
import { POINTS_PER_AGENCY } from "~/content/constants";
import type * as english from "./features.full";
import { reportCategories } from "~/content/lists.fil";
import { formatPoints } from "~/lib/format.fil";
import { allAgencyTypesInWords } from "~/content/phrasing.fil";
import { reportingSteps } from "~/content/tables.fil";

/** The App Features dialogs' texts; the cards are in features.fil.ts. */
export const fullTexts = defineFullTexts({
  "reporting-incidents": [
    { type: "heading", text: "Ano ang puwede mong i-report" },
    {
      type: "paragraph",
      text: "Piliin ang kategoryang bagay sa nangyari. Pagkatapos, pumili ng subcategory na mas eksaktong naglalarawan sa insidente.",
    },
    { type: "list", items: [...reportCategories] },
    { type: "heading", text: "Saan napupunta ang report mo" },
    {
      type: "paragraph",
      text: `Ikaw ang pipili ng mga ahensya. Ginawa ang Brisk para sa ${allAgencyTypesInWords}. Piliin ang mga kailangang kumilos sa report mo.`,
    },
    { type: "heading", text: "Sino ang puwedeng mag-report" },
    {
      type: "paragraph",
      text: "Kailangan mo ng verified account. Gumagamit ang Brisk ng primary ID na galing sa gobyerno para i-verify ka.",
    },
    {
      type: "paragraph",
      text: "Hindi anonymous ang mga report, pero puwede mong i-censor ang iyong pagkakakilanlan sa isang report, at i-uncensor ito sa ibang pagkakataon.",
    },
    { type: "link", text: "Paano i-uncensor ang report", page: "faqs", card: "faq-3" },
  ],
  "how-to-report": [
    { type: "heading", text: "Mga hakbang" },
    reportingSteps,
    { type: "heading", text: "Magkano ang isang report" },
    {
      type: "paragraph",
      text: `Gumagamit ng incident points ang mga report: ${formatPoints(POINTS_PER_AGENCY)} sa bawat ahensyang padadalhan mo.`,
    },
    {
      type: "link",
      text: "Tingnan kung kaninong points ang ginagamit ng report, at magkano ang mga ito",
      page: "plans",
    },
  ],
  "brisk-news": [
    {
      type: "paragraph",
      text: "Nasa parehong app ang Brisk News na ginagamit mo sa pagpapadala at pagsubaybay ng mga report.",
    },
  ],
  "brisk-map": [
    {
      type: "list",
      items: [
        "Mga opisina ng ahensya: tingnan kung saan nakabase ang mga ahensya sa lugar mo.",
        "Mga evacuation center: hanapin na ngayon ang pinakamalapit, bago mo pa kailanganing umalis ng bahay.",
        "Mga presinto ng botohan: tingnan kung nasaan ang mga presinto sa lugar mo.",
      ],
    },
  ],
  "report-summary-live-updates": [
    {
      type: "paragraph",
      text: "Ang resibo, o ticket, ang buod ng report mo. Itabi ito bilang record ng ini-report mo.",
    },
    {
      type: "paragraph",
      text: "Nagbabago sa app ang status ng report mo habang inaasikaso ito ng mga ahensya.",
    },
    {
      type: "paragraph",
      text: "Gamitin ang chat para magdagdag ng detalye o sagutin ang mga tanong ng mga ahensya. Kapag handa ka na, magbigay ng feedback kung paano inasikaso ang report mo.",
    },
  ],
  "print-report": [
    {
      type: "paragraph",
      text: "Makakatulong ang kopya sa papel kapag kailangan mong ipakita nang personal ang report mo sa isang tao, o kung gusto mo itong itabi kasama ng sarili mong mga file.",
    },
  ],
}) satisfies Translation<typeof english.fullTexts>;
