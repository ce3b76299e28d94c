/** The home page's dialog texts; the cards are in home.ts. */
import { defineFullTexts } from "~/content/types";
import { RESPONSE_TIME_TIERS } from "~/content/constants";
import { formatCount } from "~/lib/format";
import { firstTier, lastTier } from "~/content/phrasing";
import { responseTimeTable } from "~/content/tables";

export const fullTexts = defineFullTexts({
  "rapid-response": [
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
    { type: "link", text: "See what a report costs", page: "plans" },
  ],
  "real-time-alerts": [
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
  "secure-platform": [
    {
      type: "paragraph",
      text: "Reports are not anonymous, so agencies know that a verified person sent each one.",
    },
    {
      type: "paragraph",
      text: "You can still censor your identity on a report. Censoring hides who you are on that report. You can uncensor it later.",
    },
    { type: "heading", text: "Your data" },
    {
      type: "paragraph",
      text: "Our Privacy Policy lists what the app collects, how it is used and how long it is kept.",
    },
    { type: "link", text: "Read our Privacy Policy", page: "privacy" },
  ],
});
