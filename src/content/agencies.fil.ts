/** The For Agencies page in Filipino: the twin of agencies.ts. */
import { Building2, Map as MapIcon, Monitor, ShieldCheck, Target, Users } from "lucide";
import { AGENCY_TYPES, DESKTOP_ACCESS, PAYING_AGENCY_TYPES } from "~/content/constants";
import type * as english from "./agencies";
import type { fullTexts } from "./agencies.full.fil";
import type { Card, Translation } from "~/content/types";
import { formatCount, formatDays } from "~/lib/format.fil";
import { agencyTypesInWords } from "~/content/phrasing.fil";
import { definePage } from "~/content/page-names.fil";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const agenciesPage = definePage("agencies", {
  description:
    "Para sa mga ahensya at barangay: tumanggap at subaybayan ang mga report, makita ang lokasyon ng mga miyembrong pumayag, mga barangay plan at Desktop Access.",
  subtitle: "Paano tinatanggap at inaasikaso ng mga ahensya at barangay ang mga report sa Brisk.",
});

/** A card's dialog text, loaded from agencies.full.fil.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./agencies.full.fil").then((module) => module.fullTexts[id]);

const payingAgencyTypes = agencyTypesInWords(PAYING_AGENCY_TYPES);

/** The six cards of the For Agencies page, in the order they appear. */
export const agencyCards = [
  {
    id: "responding-tracking",
    image: {
      src: "/images/cards/responding-tracking.svg",
      alt: "Larawan ng screen ng isang responder na may listahan ng mga dumarating na report at ang status ng bawat isa",
    },
    title: "Pagresponde at Pagsubaybay sa mga Insidente",
    description:
      "Tumanggap ng mga report mula sa mga verified user, asikasuhin ang bawat kaso, at ipaalam sa nag-report ang takbo nito sa pamamagitan ng live status, chat at feedback.",
    icon: Target,
    fullContent: fullText("responding-tracking"),
  },
  {
    id: "community-collaboration",
    image: {
      src: "/images/cards/community-collaboration.svg",
      alt: "Larawan ng mga residente, isang barangay hall at mga responder na magkakaugnay",
    },
    title: "Pagtutulungan ng Komunidad",
    description:
      "Puwedeng makarating nang sabay ang isang report sa barangay at sa iba pang ahensya, kaya sama-sama nila itong maaasikaso. Puwedeng tulungan ng mga residente ang kanilang barangay sa pagregalo o pag-sponsor ng incident points nito.",
    icon: Users,
    fullContent: fullText("community-collaboration"),
  },
  {
    id: "location-sharing",
    image: {
      src: "/images/cards/location-sharing.svg",
      alt: "Larawan ng mapa na may mga pin ng lokasyon ng mga responder at isang check mark ng pagpayag",
    },
    title: "Location Sharing para sa mga Ahensya",
    description:
      "Makikita ninyo kung nasaan ang inyong mga miyembro habang rumeresponde sila, basta pumayag sila.",
    icon: MapIcon,
    fullContent: fullText("location-sharing"),
  },
  {
    id: "barangay-support-tools",
    image: {
      src: "/images/cards/barangay-support-tools.svg",
      alt: "Larawan ng barangay hall na may balanse ng points at listahan ng mga residente",
    },
    title: "Mga Tool para sa Barangay at Ugnayan sa Social Services",
    description:
      "Bumibili ang inyong barangay ng barangay points (BIPs) para sa mga report ng mga residente nito. Nakalista sa profile ng bawat residente ang mga programa ng gobyerno na kinabibilangan niya, para sa social services.",
    icon: Building2,
    fullContent: fullText("barangay-support-tools"),
  },
  {
    id: "authorized-agencies",
    image: {
      src: "/images/cards/authorized-agencies.svg",
      alt: "Larawan ng mga badge ng pulis, bumbero, medical team at disaster response",
    },
    title: "Mga Awtorisadong First Responder at Support Agency",
    description: `Ginawa ang Brisk para sa ${formatCount(AGENCY_TYPES.length)} uri ng ahensyang rumeresponde. Libre itong gamitin ng lahat ng ahensya maliban sa ${payingAgencyTypes}.`,
    icon: ShieldCheck,
    fullContent: fullText("authorized-agencies"),
  },
  {
    id: "desktop-access",
    image: {
      src: "/images/cards/desktop-access.svg",
      alt: "Larawan ng Brisk dashboard sa isang desktop computer",
    },
    title: "Desktop Access",
    description: `Lisensya para magamit ang Brisk sa isang computer. Valid ito nang ${formatDays(DESKTOP_ACCESS.validityDays)} mula nang ma-activate.`,
    icon: Monitor,
    fullContent: fullText("desktop-access"),
  },
] satisfies Card[] satisfies Translation<typeof english.agencyCards>;
