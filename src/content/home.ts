import { Bell, ShieldCheck, Zap } from "lucide";
import { MAX_AGENCIES_PER_REPORT } from "~/content/constants";
import type { fullTexts } from "./home.full";
import type { Card } from "~/content/types";
import { formatCount } from "~/lib/format";
import { platformName, platformsWith } from "~/content/platforms";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const homePage = definePage("home", {
  description:
    "Brisk connects communities in the Philippines with local authorities for rapid incident and emergency communication. Report, track and stay informed.",
  subtitle: "Report an incident from your phone, reach the agencies that respond, and follow your case live.",
});

/** A card's dialog text, loaded from home.full.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./home.full").then((module) => module.fullTexts[id]);

/** The home page's words, section by section. */
/** The names on the store buttons that open the coming-soon dialog (SPEC section 2), by platform. */
export type ComingSoonPlatformNames = Record<"ios" | "windows" | "macos", string>;

type HomeContent = {
  /** The first screen, over the background video. */
  hero: {
    /** One or two sentences under the h1, which is pages.home.title. */
    text: string;
    /** Words on the button that leads to the app stores. */
    primaryAction: string;
  };
  /** The "Why Choose" section and its three cards. */
  whyChoose: {
    title: string;
    /** One sentence under the section title. */
    intro: string;
    cards: Card[];
  };
  /** The closing section above the store buttons. */
  callToAction: {
    title: string;
    /** One or two sentences under the title. */
    text: string;
    /** The names on the coming-soon store buttons and their dialogs. */
    platformNames: ComingSoonPlatformNames;
  };
};

export const homeContent = {
  hero: {
    text: "Send a photo or video, a description and the location of an incident to the agencies that respond to it. Then follow your report live in the app.",
    primaryAction: "Download the app",
  },
  whyChoose: {
    title: "Why Choose Brisk?",
    intro: "What Brisk does for you when something happens in your community.",
    cards: [
      {
        id: "rapid-response",
        image: {
          src: "/images/cards/rapid-response.svg",
          alt: "Illustration of a report reaching several responders at once",
        },
        title: "Rapid Response",
        description: `Send one report to up to ${formatCount(MAX_AGENCIES_PER_REPORT)} agencies at once, straight from your phone.`,
        icon: Zap,
        fullContent: fullText("rapid-response"),
      },
      {
        id: "real-time-alerts",
        image: {
          src: "/images/cards/real-time-alerts.svg",
          alt: "Illustration of a phone showing an alert notification",
        },
        title: "Real-time Alerts",
        description:
          "Get alerts for your whole community in real time, and follow each of your reports live.",
        icon: Bell,
        fullContent: fullText("real-time-alerts"),
      },
      {
        id: "secure-platform",
        image: {
          src: "/images/cards/secure-platform.svg",
          alt: "Illustration of a padlock over a chat conversation",
        },
        title: "Secure Platform",
        description: "Communication on Brisk is end-to-end encrypted. Only verified users can report.",
        icon: ShieldCheck,
        fullContent: fullText("secure-platform"),
      },
    ] satisfies Card[],
  },
  callToAction: {
    title: "Elevate your community's safety",
    text: `Get verified with your government-issued primary ID before you need it, so you can report the moment something happens. Brisk is on ${platformsWith("available")} now; ${platformsWith("under-review")} are under review, and ${platformsWith("coming-soon")} are coming soon.`,
    platformNames: {
      ios: platformName("ios"),
      windows: platformName("windows"),
      macos: platformName("macos"),
    },
  },
} satisfies HomeContent;
