/** The home page's dialog texts in Filipino: the twin of home.full.ts. */
import { defineFullTexts, type Translation } from "~/content/types";
import { RESPONSE_TIME_TIERS } from "~/content/constants";
import type * as english from "./home.full";
import { formatCount } from "~/lib/format.fil";
import { firstTier, lastTier } from "~/content/phrasing.fil";
import { pageNames } from "~/content/page-names.fil";
import { responseTimeTable } from "~/content/tables.fil";

export const fullTexts = defineFullTexts({
  "rapid-response": [
    {
      type: "paragraph",
      text: "Ikaw mismo ang pipili ng mga ahensya. Matatanggap ng bawat isa ang litrato o video mo, ang paglalarawan mo at ang lokasyon, para malaman nila kung ano ang nangyari at saan.",
    },
    { type: "heading", text: "Gaano kabilis rumesponde ang mga ahensya" },
    {
      type: "paragraph",
      text: `Nagbibigay ang Brisk sa mga ahensya ng iminumungkahing oras ng pagresponde sa ${formatCount(RESPONSE_TIME_TIERS.length)} tier, mula ${firstTier.tier} hanggang ${lastTier.tier}. ${firstTier.tier} ang pinakamabilis. Iminumungkahing gabay ito para sa mga ahensya, hindi pangako kung kailan darating ang tulong.`,
    },
    responseTimeTable,
    { type: "link", text: "Tingnan kung magkano ang isang report", page: "plans" },
  ],
  "real-time-alerts": [
    { type: "heading", text: "Pagkatapos mong magpadala ng report" },
    {
      type: "list",
      items: [
        "Tingnan sa app ang pagbabago ng status nito habang inaasikaso ito ng mga ahensya.",
        "Makipag-chat sa mga ahensyang umaasikaso nito, para magdagdag ng detalye o sagutin ang mga tanong nila.",
        "Magbigay ng feedback kung paano ito inasikaso.",
      ],
    },
    {
      type: "paragraph",
      text: "Para sa mga balita, buksan ang Brisk News, ang news feed sa loob ng app.",
    },
    { type: "link", text: "Tingnan ang lahat ng feature ng app", page: "features" },
  ],
  "secure-platform": [
    {
      type: "paragraph",
      text: "Hindi anonymous ang mga report, kaya alam ng mga ahensya na isang verified na tao ang nagpadala ng bawat isa.",
    },
    {
      type: "paragraph",
      text: "Puwede mo pa ring i-censor ang iyong pagkakakilanlan sa isang report. Kapag naka-censor, hindi makikita kung sino ka sa report na iyon. Puwede mo itong i-uncensor sa ibang pagkakataon.",
    },
    { type: "heading", text: "Ang iyong datos" },
    {
      type: "paragraph",
      text: `Nakalista sa aming ${pageNames.privacy.title} kung ano ang kinokolekta ng app, paano ito ginagamit at gaano katagal ito iniimbak.`,
    },
    { type: "link", text: `Basahin ang aming ${pageNames.privacy.title}`, page: "privacy" },
  ],
}) satisfies Translation<typeof english.fullTexts>;
