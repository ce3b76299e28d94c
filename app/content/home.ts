import { Bell, ShieldCheck, Zap } from "lucide-react";
import { MAX_AGENCIES_PER_REPORT, POINTS_PER_AGENCY, RESPONSE_TIME_TIERS } from "~/content/constants";
import type { Card } from "~/content/types";
import { formatCount, formatPoints } from "~/lib/format";
import { platformName, platformsWith, responseTimeTable } from "~/content/phrasing";

/** The first and last tiers of the suggested response-time framework, for a sentence. */
const [firstTier] = RESPONSE_TIME_TIERS;
const lastTier = RESPONSE_TIME_TIERS[RESPONSE_TIME_TIERS.length - 1] ?? firstTier;

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
    intro: "Three things Brisk does for you when something happens in your community.",
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
        fullContent: [
          {
            type: "paragraph",
            text: "You choose the agencies yourself. Each one gets your photo or video, your description and the location, so it knows what happened and where.",
          },
          { type: "heading", text: "How fast agencies respond" },
          {
            type: "paragraph",
            text: `Brisk gives agencies suggested response times in ${formatCount(RESPONSE_TIME_TIERS.length)} tiers, ${firstTier.tier} to ${lastTier.tier}. ${firstTier.tier} is the fastest. This is a suggested framework for agencies, not a promise of when help arrives.`,
          },
          responseTimeTable,
          { type: "heading", text: "What a report uses" },
          {
            type: "paragraph",
            text: `Sending a report uses incident points: ${formatPoints(POINTS_PER_AGENCY)} for each agency it goes to. Your barangay's points are used when it has enough, and your own points otherwise.`,
          },
          { type: "link", text: "See plans and pricing", page: "plans" },
        ],
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
        fullContent: [
          { type: "heading", text: "After you send a report" },
          {
            type: "list",
            items: [
              "See its status change in the app as the agencies work on it.",
              "Chat with the agencies that handle it, to add details or answer their questions.",
              "Give feedback on how it was handled.",
            ],
          },
          {
            type: "paragraph",
            text: "For news, open Brisk News, the news feed inside the app.",
          },
          { type: "link", text: "See all app features", page: "features" },
        ],
      },
      {
        id: "secure-platform",
        image: {
          src: "/images/cards/secure-platform.svg",
          alt: "Illustration of a padlock over a chat conversation",
        },
        title: "Secure Platform",
        description:
          "Communication on Brisk is end-to-end encrypted. Only users verified with a government-issued primary ID can report.",
        icon: ShieldCheck,
        fullContent: [
          {
            type: "paragraph",
            text: "Reports are not anonymous, so agencies know that a verified person sent each one.",
          },
          {
            type: "paragraph",
            text: "You can still censor your identity on a report. Censoring hides who you are on that report. You can uncensor it later.",
          },
          { type: "heading", text: "What the app keeps" },
          {
            type: "paragraph",
            text: "The app collects some of what you share, including recordings of calls and messages. Our Privacy Policy explains what the app records and keeps, how it is used, and for how long.",
          },
          { type: "link", text: "Read our Privacy Policy", page: "privacy" },
        ],
      },
    ] satisfies Card[],
  },
  callToAction: {
    title: "Elevate your community's safety",
    text: `Download Brisk and get verified with your government-issued primary ID before you need it, so you can report the moment something happens. Brisk is on ${platformsWith("available")} now. The ${platformsWith("under-review")} versions are under review, and the ${platformsWith("coming-soon")} versions are coming soon.`,
    platformNames: {
      ios: platformName("ios"),
      windows: platformName("windows"),
      macos: platformName("macos"),
    },
  },
} satisfies HomeContent;
