/**
 * Which cards each page shows, in order, with picture and icon: the same in every language. A card's
 * words are in src/content/<lang>/<page>/<id>.md; one with words but not listed here comes after the
 * listed ones, by id, with its page's picture.
 */
import {
  Bell,
  Wallet,
  Building2,
  FileText,
  Heart,
  Map as MapIcon,
  Megaphone,
  Monitor,
  Printer,
  ShieldCheck,
  Sparkles,
  Target,
  TriangleAlert,
  Users,
  Zap,
  type IconNode,
} from "lucide";
import { BARANGAY_PLANS, PERSONAL_PLANS } from "./constants";
import type { PageId } from "./pages";

/** Pictures are paths like "/images/cards/brisk-map.svg", files in src/assets/images/cards/ served hashed. */
export type CardPlace = {
  id: string;
  /** Another picture than the card's own (cardPicture), e.g. a FAQ topic's. */
  picture?: string;
  /** A decorative icon beside the title: a Lucide icon's data, imported by name from `lucide`. */
  icon?: IconNode;
  /**
   * The words file that cards made from a list of constants share (every barangay plan: "barangay-plan"),
   * filled in with each card's own facts (i18n/facts.ts, cardFacts); else the file named by the card's id.
   */
  words?: string;
};

/** `picture` is for cards with words but not in the list; without it they get their own (cardPicture). */
type PageCards = { picture?: string; cards: readonly CardPlace[] };

export const cardPicture = (id: string) => `/images/cards/${id}.svg`;

/** Shared by a topic's FAQ cards. No alt text: it repeats, and the question beside it says the topic. */
const faqPicture = (topic: "reporting" | "points" | "agencies" | "privacy" | "app") =>
  `/images/cards/faq-${topic}.svg`;

/** The add-ons for agencies on /plans. */
const addOns = ["extra-agency-slot", "location-sharing-addon", "desktop-access-plan"] as const;

export const cardStructure = {
  // A card for each plan in constants.ts: a plan added there gets its card, words and all.
  plans: {
    cards: [
      ...BARANGAY_PLANS.map((plan) => ({
        id: plan.id,
        icon: Building2,
        words: "barangay-plan",
      })),
      ...PERSONAL_PLANS.map((plan) => ({
        id: plan.id,
        icon: Wallet,
        words: "personal-plan",
      })),
      { id: addOns[0], icon: Building2 },
      { id: addOns[1], icon: MapIcon },
      { id: addOns[2], icon: Monitor },
    ],
  },
  home: {
    cards: [
      { id: "rapid-response", icon: Zap },
      { id: "real-time-alerts", icon: Bell },
      { id: "secure-platform", icon: ShieldCheck },
    ],
  },
  privacy: {
    cards: [
      { id: "information-we-collect", icon: FileText },
      { id: "how-we-use-your-data", icon: ShieldCheck },
      { id: "data-sharing-disclosure", icon: Users },
    ],
  },
  terms: {
    cards: [
      { id: "general-terms", icon: FileText },
      { id: "user-responsibilities", icon: Users },
      { id: "limitation-of-liability", icon: ShieldCheck },
    ],
  },
  features: {
    cards: [
      { id: "reporting-incidents", icon: TriangleAlert },
      { id: "how-to-report", icon: FileText },
      { id: "brisk-news", icon: Megaphone },
      { id: "brisk-map", icon: MapIcon },
      { id: "report-summary-live-updates", icon: Bell },
      { id: "print-report", icon: Printer },
    ],
  },
  agencies: {
    cards: [
      { id: "responding-tracking", icon: Target },
      { id: "community-collaboration", icon: Users },
      { id: "location-sharing", icon: MapIcon },
      { id: "barangay-support-tools", icon: Building2 },
      { id: "authorized-agencies", icon: ShieldCheck },
      { id: "desktop-access", icon: Monitor },
    ],
  },
  about: {
    cards: [
      { id: "mission", icon: Target },
      { id: "vision", icon: Sparkles },
      { id: "team", icon: Users },
      { id: "appreciation", icon: Heart },
      { id: "expanding-services", icon: Zap },
      { id: "continuous-innovation", icon: Sparkles },
    ],
  },
  faqs: {
    picture: faqPicture("app"),
    cards: [
      { id: "faq-1", picture: faqPicture("app") },
      { id: "faq-2", picture: faqPicture("reporting") },
      { id: "faq-3", picture: faqPicture("privacy") },
      { id: "faq-4", picture: faqPicture("reporting") },
      { id: "faq-5", picture: faqPicture("reporting") },
      { id: "faq-6", picture: faqPicture("agencies") },
      { id: "faq-7", picture: faqPicture("points") },
      { id: "faq-8", picture: faqPicture("points") },
      { id: "faq-9", picture: faqPicture("points") },
      { id: "faq-10", picture: faqPicture("points") },
      { id: "faq-11", picture: faqPicture("points") },
      { id: "faq-12", picture: faqPicture("agencies") },
      { id: "faq-13", picture: faqPicture("privacy") },
      { id: "faq-14", picture: faqPicture("agencies") },
      { id: "faq-15", picture: faqPicture("points") },
      { id: "faq-16", picture: faqPicture("agencies") },
      { id: "faq-17", picture: faqPicture("app") },
      { id: "faq-18", picture: faqPicture("reporting") },
      { id: "faq-19", picture: faqPicture("app") },
    ],
  },
} as const satisfies Partial<Record<PageId, PageCards>>;

/** The pages whose cards are words in src/content/<lang>/<page>/. */
export type CardPageId = keyof typeof cardStructure;

/** The groups of /plans in a buyer's order (barangays first: the main paid product); titles in plans.yaml. */
export const planGroups = [
  // A barangay that has chosen a plan buys it through its council: the kit says how (issue 41).
  {
    id: "barangay",
    cards: BARANGAY_PLANS.map((plan) => plan.id),
    nextStep: "barangay",
    guide: "barangayKit",
  },
  { id: "personal", cards: PERSONAL_PLANS.map((plan) => plan.id), nextStep: "resident" },
  { id: "agency", cards: [...addOns], nextStep: "agency" },
] as const;

export type PlanGroupId = (typeof planGroups)[number]["id"];
