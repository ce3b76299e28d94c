/** The home page in Filipino: the twin of home.ts. */
import { Bell, ShieldCheck, Zap } from "lucide";
import { MAX_AGENCIES_PER_REPORT } from "~/content/constants";
import type * as english from "./home";
import type { fullTexts } from "./home.full.fil";
import type { Card, Translation } from "~/content/types";
import { formatCount } from "~/lib/format.fil";
import { platformName, platformsWith } from "~/content/platforms.fil";
import { definePage } from "~/content/page-names.fil";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const homePage = definePage("home", {
  description:
    "Pinag-uugnay ng Brisk ang mga komunidad sa Pilipinas at ang mga lokal na awtoridad para sa mabilis na komunikasyon tuwing may insidente o emergency.",
  subtitle:
    "Mag-report ng insidente mula sa phone mo, maabot ang mga ahensyang rumeresponde, at subaybayan nang live ang kaso mo.",
});

/** A card's dialog text, loaded from home.full.fil.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./home.full.fil").then((module) => module.fullTexts[id]);

/** The home page's words, section by section. */
export const homeContent = {
  hero: {
    text: "Ipadala ang litrato o video, paglalarawan at lokasyon ng insidente sa mga ahensyang rumeresponde dito. Pagkatapos, subaybayan nang live ang report mo sa app.",
    primaryAction: "I-download ang app",
  },
  whyChoose: {
    title: "Bakit Brisk?",
    intro: "Ito ang ginagawa ng Brisk para sa iyo kapag may nangyari sa komunidad mo.",
    cards: [
      {
        id: "rapid-response",
        image: {
          src: "/images/cards/rapid-response.svg",
          alt: "Larawan ng isang report na sabay-sabay na umaabot sa ilang responder",
        },
        title: "Mabilis na Pagresponde",
        description: `Magpadala ng isang report sa hanggang ${formatCount(MAX_AGENCIES_PER_REPORT)} ahensya nang sabay-sabay, direkta mula sa phone mo.`,
        icon: Zap,
        fullContent: fullText("rapid-response"),
      },
      {
        id: "real-time-alerts",
        image: {
          src: "/images/cards/real-time-alerts.svg",
          alt: "Larawan ng isang phone na may alert notification",
        },
        title: "Real-time na Alerto",
        description:
          "Makatanggap ng mga alerto para sa buong komunidad mo nang real time, at subaybayan nang live ang bawat report mo.",
        icon: Bell,
        fullContent: fullText("real-time-alerts"),
      },
      {
        id: "secure-platform",
        image: {
          src: "/images/cards/secure-platform.svg",
          alt: "Larawan ng isang padlock sa ibabaw ng isang chat conversation",
        },
        title: "Ligtas na Platform",
        description:
          "End-to-end encrypted ang komunikasyon sa Brisk. Mga verified user lang ang puwedeng mag-report.",
        icon: ShieldCheck,
        fullContent: fullText("secure-platform"),
      },
    ] satisfies Card[],
  },
  callToAction: {
    title: "Gawing mas ligtas ang komunidad mo",
    text: `Magpa-verify na gamit ang primary ID na galing sa gobyerno bago mo pa ito kailanganin, para makapag-report ka agad sa sandaling may mangyari. Nasa ${platformsWith("available")} na ang Brisk ngayon; sinusuri pa ang app para sa ${platformsWith("under-review")}, at malapit na rin ito sa ${platformsWith("coming-soon")}.`,
    platformNames: {
      ios: platformName("ios"),
      windows: platformName("windows"),
      macos: platformName("macos"),
    },
  },
} satisfies Translation<typeof english.homeContent>;
