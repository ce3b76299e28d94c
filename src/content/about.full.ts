import { defineFullTexts } from "~/content/types";
import { platformsWith } from "~/content/platforms";
import { availabilityTable } from "~/content/tables";

/** The About Us dialogs' texts; the cards are in about.ts. */
export const fullTexts = defineFullTexts({
  mission: [
    {
      type: "paragraph",
      text: "We do this with a mobile app. A verified user sends a report, with a photo or video, a description and the location, to the agencies they choose.",
    },
    {
      type: "paragraph",
      text: "The reporter then follows the report live and chats with the agencies that handle it.",
    },
    { type: "link", text: "See what the app does", page: "features" },
  ],
  vision: [
    { type: "heading", text: "What that looks like" },
    {
      type: "list",
      items: [
        "A resident reports once, and the agencies that need to act receive the report at the same time.",
        "Responders see a photo or video, a description and the location, sent by a verified person.",
        "The reporter sees what happens to the report, and can tell the agencies how it went.",
      ],
    },
  ],
  team: [
    {
      type: "paragraph",
      text: "You can reach us with the form on our contact page. Tell us whether you write as a resident, for a barangay or for an agency, so that your message reaches the right person.",
    },
    { type: "link", text: "Go to the contact page", page: "contact" },
  ],
  appreciation: [
    {
      type: "paragraph",
      text: "We also thank the barangays that buy incident points for their residents, and the residents who gift or sponsor points to their barangay. Those points pay for the reports residents send.",
    },
  ],
  "expanding-services": [
    availabilityTable,
    {
      type: "paragraph",
      text: `Until the app reaches your platform, the ${platformsWith("available")} app is available from Google Play.`,
    },
    { type: "heading", text: "More responders" },
    {
      type: "paragraph",
      text: "Other government entities may join Brisk as secondary responders: government offices that respond beside the agency types Brisk is built for.",
    },
    { type: "link", text: "See the agencies Brisk is built for", page: "agencies" },
  ],
  "continuous-innovation": [
    {
      type: "paragraph",
      text: "Do you have an idea for Brisk, or does something not work the way you expect? Tell us through our contact page.",
    },
    { type: "link", text: "Send us your idea", page: "contact" },
  ],
});
