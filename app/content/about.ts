import { Heart, Sparkles, Target, Users, Zap } from "lucide-react";
import type { Card } from "~/content/types";
import { availabilityTable, platformsWith } from "~/content/phrasing";

/*
 * The mission sentence is said here, on the Mission card, and in the home page's description;
 * nowhere else. Nothing on this page names a partner or claims that an agency already uses Brisk:
 * Brisk is built for the agency types listed on /agencies.
 */

/** The six cards of the About Us page, in the order they appear. */
export const aboutCards = [
  {
    id: "mission",
    image: {
      src: "/images/cards/mission.svg",
      alt: "Illustration of a community connected to local responders by a phone signal",
    },
    title: "Mission",
    description:
      "To connect communities in the Philippines with local responders and authorities for rapid incident and emergency communication.",
    icon: Target,
    fullContent: [
      {
        type: "paragraph",
        text: "We do this with a mobile app. A verified user sends a report, with a photo or video, a description and the location, to the agencies they choose.",
      },
      {
        type: "paragraph",
        text: "The reporter then follows the report live and chats with the agencies handling it.",
      },
      { type: "link", text: "See what the app does", page: "features" },
    ],
  },
  {
    id: "vision",
    image: {
      src: "/images/cards/vision.svg",
      alt: "Illustration of a neighborhood with a shield over it",
    },
    title: "Vision",
    description:
      "Communities where anyone can reach the right responders quickly, and responders get clear reports they can act on.",
    icon: Sparkles,
    fullContent: [
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
  },
  {
    id: "team",
    image: {
      src: "/images/cards/team.svg",
      alt: "Illustration of people working together around a laptop and a phone",
    },
    title: "Team",
    description: "The Brisk team designs, builds and looks after the Brisk app and this website.",
    icon: Users,
    fullContent: [
      {
        type: "paragraph",
        text: "You can reach us with the form on our contact page. Tell us whether you write as a resident, for a barangay or for an agency, so that your message reaches the right person.",
      },
      { type: "link", text: "Go to the contact page", page: "contact" },
    ],
  },
  {
    id: "appreciation",
    image: {
      src: "/images/cards/appreciation.svg",
      alt: "Illustration of hands holding a heart",
    },
    title: "Appreciation",
    description:
      "Thank you to everyone who sends reports with Brisk, answers them, or tells us how to make the app better.",
    icon: Heart,
    fullContent: [
      {
        type: "paragraph",
        text: "We also thank the barangays that buy incident points for their residents, and the residents who gift or sponsor points to their barangay. Incident points are what a report uses when it is sent.",
      },
    ],
  },
  {
    id: "expanding-services",
    image: {
      src: "/images/cards/expanding-services.svg",
      alt: "Illustration of a phone, a tablet and a desktop computer showing the Brisk app",
    },
    title: "Expanding Services",
    description: `Brisk is on ${platformsWith("available")} now, and more platforms are on the way.`,
    icon: Zap,
    fullContent: [
      availabilityTable,
      {
        type: "paragraph",
        text: `Until the app reaches your platform, the ${platformsWith("available")} app is available from Google Play.`,
      },
      { type: "heading", text: "More responders" },
      {
        type: "paragraph",
        text: "Other government entities may join Brisk as secondary responders, next to the agency types it is built for.",
      },
      { type: "link", text: "See the agencies Brisk is built for", page: "agencies" },
    ],
  },
  {
    id: "continuous-innovation",
    image: {
      src: "/images/cards/continuous-innovation.svg",
      alt: "Illustration of a lightbulb with gears",
    },
    title: "Continuous Innovation",
    description: "We keep improving Brisk so reporting gets simpler and responders can act faster.",
    icon: Sparkles,
    fullContent: [
      {
        type: "paragraph",
        text: "Do you have an idea for Brisk, or does something not work the way you expect? Tell us through our contact page.",
      },
      { type: "link", text: "Send us your idea", page: "contact" },
    ],
  },
] satisfies Card[];
