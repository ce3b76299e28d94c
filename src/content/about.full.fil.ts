/** The About Us dialogs' texts in Filipino: the twin of about.full.ts. */
import { defineFullTexts, type Translation } from "~/content/types";
import type * as english from "./about.full";
import { platformsWith } from "~/content/platforms.fil";
import { availabilityTable } from "~/content/tables.fil";

/** The About Us dialogs' texts; the cards are in about.fil.ts. */
export const fullTexts = defineFullTexts({
  mission: [
    {
      type: "paragraph",
      text: "Ginagawa namin ito sa pamamagitan ng isang mobile app. Nagpapadala ang isang verified user ng report, kasama ang litrato o video, paglalarawan at lokasyon, sa mga ahensyang pinili niya.",
    },
    {
      type: "paragraph",
      text: "Pagkatapos, sinusubaybayan nang live ng nag-report ang kanyang report, at nakikipag-chat siya sa mga ahensyang umaasikaso nito.",
    },
    { type: "link", text: "Tingnan kung ano ang kaya ng app", page: "features" },
  ],
  vision: [
    { type: "heading", text: "Ganito ang hitsura nito" },
    {
      type: "list",
      items: [
        "Isang beses lang mag-report ang residente, at sabay-sabay na natatanggap ng mga ahensyang kailangang kumilos ang report.",
        "Nakikita ng mga responder ang litrato o video, paglalarawan at lokasyon na ipinadala ng isang verified na tao.",
        "Nakikita ng nag-report kung ano ang nangyayari sa report, at puwede niyang sabihin sa mga ahensya kung ano ang kinalabasan.",
      ],
    },
  ],
  team: [
    {
      type: "paragraph",
      text: "Makipag-ugnayan sa amin gamit ang form sa aming contact page. Sabihin sa amin kung sumusulat ka bilang residente, para sa isang barangay o para sa isang ahensya, para makarating ang mensahe mo sa tamang tao.",
    },
    { type: "link", text: "Pumunta sa contact page", page: "contact" },
  ],
  appreciation: [
    {
      type: "paragraph",
      text: "Nagpapasalamat din kami sa mga barangay na bumibili ng incident points para sa kanilang mga residente, at sa mga residenteng nagreregalo o nag-i-sponsor ng points sa kanilang barangay. Ang points na ito ang pambayad sa mga report na ipinapadala ng mga residente.",
    },
  ],
  "expanding-services": [
    availabilityTable,
    {
      type: "paragraph",
      text: `Habang wala pa ang app sa platform mo, makukuha mo sa Google Play ang app para sa ${platformsWith("available")}.`,
    },
    { type: "heading", text: "Mas maraming responder" },
    {
      type: "paragraph",
      text: "Puwedeng sumali sa Brisk ang iba pang tanggapan ng gobyerno bilang secondary responder: mga tanggapang rumeresponde kasama ng mga uri ng ahensyang pinagsisilbihan ng Brisk.",
    },
    { type: "link", text: "Tingnan kung para saang mga ahensya ginawa ang Brisk", page: "agencies" },
  ],
  "continuous-innovation": [
    {
      type: "paragraph",
      text: "May ideya ka ba para sa Brisk, o may hindi gumagana gaya ng inaasahan mo? Sabihin sa amin sa pamamagitan ng aming contact page.",
    },
    { type: "link", text: "Ipadala sa amin ang ideya mo", page: "contact" },
  ],
}) satisfies Translation<typeof english.fullTexts>;
