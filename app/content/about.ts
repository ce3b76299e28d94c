import { Heart, Sparkles, Target, Users, Zap } from "lucide-react";
import { AGENCY_TYPES } from "~/content/constants";
import type { Card } from "~/content/types";
import { formatList } from "~/lib/format";
import { availabilityTable, platformsWith } from "~/content/phrasing";

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
        text: "Our mission is to connect communities in the Philippines with local responders and authorities for rapid incident and emergency communication.",
      },
      {
        type: "paragraph",
        text: "Brisk does this with a mobile app. Verified citizens report incidents and emergencies straight to the agencies they choose, follow each report live, and chat with the people handling it.",
      },
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
      "Communities where residents can reach the right responders quickly, and responders can act on clear reports from verified users.",
    icon: Sparkles,
    fullContent: [
      {
        type: "paragraph",
        text: "We picture Philippine communities where reaching help is quick and simple: a resident reports once, the right responders and authorities receive it, and everyone can follow what happens next.",
      },
      {
        type: "paragraph",
        text: "In that picture, responders work from clear reports sent by verified users, barangays support their residents, and communities stay informed together.",
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
    description:
      "The Brisk team builds a reporting tool for Philippine communities, barangays and the responders who serve them.",
    icon: Users,
    fullContent: [
      {
        type: "paragraph",
        text: "The Brisk team designs, builds and looks after the Brisk app and this website.",
      },
      {
        type: "paragraph",
        text: "We build for the people who use Brisk: citizens who report incidents, the responders and agencies who answer them, and the barangays that support their residents. We build with their needs in mind.",
      },
      {
        type: "paragraph",
        text: "Questions, ideas and comments reach the team through our contact page.",
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
      "Thank you to the communities, barangays, responders and agencies who use Brisk and help shape it.",
    icon: Heart,
    fullContent: [
      {
        type: "paragraph",
        text: "Brisk exists because of the people who use it. We thank the communities who report incidents and keep one another informed, the barangays that support their residents, and the responders and agencies who answer their reports.",
      },
      {
        type: "paragraph",
        text: "The way you use Brisk, and the feedback you give, shapes how the app grows.",
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
    description: `Brisk is available on ${platformsWith("available")} now, with more platforms on the way.`,
    icon: Zap,
    fullContent: [
      {
        type: "paragraph",
        text: `Brisk is available now on ${platformsWith("available")}. The ${platformsWith("under-review")} versions are under review, and ${platformsWith("coming-soon")} versions are coming soon.`,
      },
      availabilityTable,
      { type: "heading", text: "More responders" },
      {
        type: "paragraph",
        text: `Brisk already connects reporters with ${formatList(AGENCY_TYPES.map((type) => type.label.toLowerCase()))}. Other government entities may join as secondary responders.`,
      },
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
        text: "We keep working on Brisk so that reporting stays simple for citizens and useful for responders.",
      },
      {
        type: "paragraph",
        text: "That work shows in the app today: live status tracking with chat and feedback, a printable PDF of every report, Brisk News, Brisk Map, location sharing that starts only with a member's consent, and a suggested response-time framework for agencies.",
      },
      {
        type: "paragraph",
        text: "Ideas from the people who use Brisk are welcome. If you have one, send it through our contact page.",
      },
      { type: "link", text: "Go to the contact page", page: "contact" },
    ],
  },
] satisfies Card[];
