import { Bell, ShieldCheck, Zap } from "lucide-react";
import { LOCATION_SHARING, MAX_AGENCIES_PER_REPORT, RESPONSE_TIME_TIERS } from "~/content/constants";
import type { Card } from "~/content/types";
import { formatHours, formatMinutesRange } from "~/lib/format";
import { platformName, platformsWith } from "~/content/phrasing";

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
    text: "Report incidents and emergencies to local responders and authorities, get real-time community-wide alerts, and communicate with end-to-end encryption. Download the app to get started.",
    primaryAction: "Download the app",
  },
  whyChoose: {
    title: "Why Choose Brisk?",
    intro:
      "Brisk connects you with local responders and authorities, keeps you informed, and keeps your reports secure.",
    cards: [
      {
        id: "rapid-response",
        image: {
          src: "/images/cards/rapid-response.svg",
          alt: "Illustration of a report reaching several responders at once",
        },
        title: "Rapid Response",
        description: `Send one report to up to ${MAX_AGENCIES_PER_REPORT} agencies at once, straight from your phone.`,
        icon: Zap,
        fullContent: [
          {
            type: "paragraph",
            text: `With Brisk, your report goes straight to the agencies you choose, up to ${MAX_AGENCIES_PER_REPORT} at once. Add a photo or video, a description and the location, so that responders know what happened and where.`,
          },
          {
            type: "paragraph",
            text: "Agencies work with a suggested response-time framework. It is a guide, not a guarantee.",
          },
          {
            type: "table",
            caption: "Suggested response-time tiers",
            columns: ["Tier", "Suggested response time"],
            rows: RESPONSE_TIME_TIERS.map((tier) => [
              tier.tier,
              formatMinutesRange(tier.minMinutes, tier.maxMinutes),
            ]),
          },
        ],
      },
      {
        id: "real-time-alerts",
        image: {
          src: "/images/cards/real-time-alerts.svg",
          alt: "Illustration of a phone showing an alert notification",
        },
        title: "Real-time Alerts",
        description: "Get community-wide alerts in real time and follow the status of your reports live.",
        icon: Bell,
        fullContent: [
          {
            type: "paragraph",
            text: "Brisk keeps your community informed with real-time, community-wide alerts.",
          },
          {
            type: "list",
            items: [
              "Follow the status of each of your reports live.",
              "Chat with the agencies handling your report and give feedback.",
              "Keep up with news in the Brisk News feed.",
            ],
          },
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
          "End-to-end encrypted communication, and reports only from users verified with a government-issued primary ID.",
        icon: ShieldCheck,
        fullContent: [
          {
            type: "paragraph",
            text: "Communication on Brisk is end-to-end encrypted.",
          },
          {
            type: "list",
            items: [
              "Only verified users, holding a government-issued primary ID, may report.",
              "Agency members are tracked only after they accept a location request.",
              `Location sharing turns off automatically after ${formatHours(LOCATION_SHARING.autoOffHours)}, and location footprints are deleted every ${formatHours(LOCATION_SHARING.footprintDeletionHours)}.`,
            ],
          },
          { type: "link", text: "Read our Privacy Policy", page: "privacy" },
        ],
      },
    ] satisfies Card[],
  },
  callToAction: {
    title: "Elevate your community's safety",
    text: `Download Brisk and help your community reach responders faster. The app is available now on ${platformsWith("available")}. ${platformsWith("under-review")} versions are under review, and ${platformsWith("coming-soon")} versions are coming soon.`,
    platformNames: {
      ios: platformName("ios"),
      windows: platformName("windows"),
      macos: platformName("macos"),
    },
  },
} satisfies HomeContent;
