/** The App Features page in Filipino: the twin of features.ts. */
import { Bell, FileText, Map as MapIcon, Megaphone, Printer, TriangleAlert } from "lucide";
import { MAX_AGENCIES_PER_REPORT, REPORT_CATEGORIES } from "~/content/constants";
import type * as english from "./features";
import type { fullTexts } from "./features.full.fil";
import type { Card, Translation } from "~/content/types";
import { formatCount } from "~/lib/format.fil";
import { definePage } from "~/content/page-names.fil";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const featuresPage = definePage("features", {
  description:
    "Mag-report ng insidente gamit ang litrato o video, subaybayan nang live, makipag-chat sa responder, mag-print ng PDF at hanapin sa mapa ang evacuation center.",
  subtitle:
    "Lahat ng puwede mong gawin sa Brisk app, mula sa pagpapadala ng report hanggang sa pag-print nito.",
});

/** A card's dialog text, loaded from features.full.fil.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./features.full.fil").then((module) => module.fullTexts[id]);

/*
 * As in English, the maximum number of agencies per report is stated once on this page, on the
 * first card; the other cards say "ang mga ahensyang pipiliin mo".
 */

/** The six cards of the App Features page, in the order they appear. */
export const featureCards = [
  {
    id: "reporting-incidents",
    image: {
      src: "/images/cards/reporting-incidents.svg",
      alt: "Larawan ng isang phone na nagpapadala ng incident report sa mga responder",
    },
    title: "Pag-report ng Insidente o Emergency",
    description: `Mag-report ng insidente o emergency sa isa sa ${formatCount(REPORT_CATEGORIES.length)} kategorya. Ipadala ito nang sabay-sabay sa hanggang ${formatCount(MAX_AGENCIES_PER_REPORT)} ahensya.`,
    icon: TriangleAlert,
    fullContent: fullText("reporting-incidents"),
  },
  {
    id: "how-to-report",
    image: {
      src: "/images/cards/how-to-report.svg",
      alt: "Larawan ng isang report form na may litrato, paglalarawan at pin ng lokasyon",
    },
    title: "Paano Mag-report",
    description:
      "Mag-attach ng litrato o video, ikuwento ang nangyari, ibigay ang lokasyon, at piliin ang mga ahensyang padadalhan mo nito.",
    icon: FileText,
    fullContent: fullText("how-to-report"),
  },
  {
    id: "brisk-news",
    image: {
      src: "/images/cards/brisk-news.svg",
      alt: "Larawan ng isang news feed sa screen ng phone",
    },
    title: "Brisk News",
    description: "Basahin ang mga balita sa Brisk News, ang news feed sa loob ng app.",
    icon: Megaphone,
    fullContent: fullText("brisk-news"),
  },
  {
    id: "brisk-map",
    image: {
      src: "/images/cards/brisk-map.svg",
      alt: "Larawan ng isang mapa na may mga pin para sa mga opisina ng ahensya, evacuation center at presinto ng botohan",
    },
    title: "Brisk Map",
    description:
      "Hanapin sa iisang mapa ang mga opisina ng ahensya, evacuation center at presinto ng botohan.",
    icon: MapIcon,
    fullContent: fullText("brisk-map"),
  },
  {
    id: "report-summary-live-updates",
    image: {
      src: "/images/cards/report-summary-live-updates.svg",
      alt: "Larawan ng isang report ticket na may timeline ng status at mga chat bubble",
    },
    title: "Buod ng Report at Live Updates",
    description:
      "Makakatanggap ka ng resibo sa bawat report. Subaybayan nang live ang status nito, at makipag-chat sa mga ahensyang umaasikaso nito.",
    icon: Bell,
    fullContent: fullText("report-summary-live-updates"),
  },
  {
    id: "print-report",
    image: {
      src: "/images/cards/print-report.svg",
      alt: "Larawan ng isang naka-print na PDF report na lumalabas sa printer",
    },
    title: "Pag-print ng Report",
    description:
      "I-save bilang PDF ang alinman sa mga report mo, at i-print ito kapag kailangan mo ng kopya sa papel.",
    icon: Printer,
    fullContent: fullText("print-report"),
  },
] satisfies Card[] satisfies Translation<typeof english.featureCards>;
