import { Heart, Sparkles, Target, Users, Zap } from "lucide";
import type { fullTexts } from "./about.full";
import type { Card } from "~/content/types";
import { platformsWith } from "~/content/platforms";
import { definePage } from "~/content/page-names";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const aboutPage = definePage("about", {
  description:
    "Why Brisk exists, who builds it, and where it is going next: the platforms the app is coming to and how you can help improve it.",
  subtitle: "Why we built Brisk and where we are taking it.",
});

/** A card's dialog text, loaded from about.full.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./about.full").then((module) => module.fullTexts[id]);

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
    fullContent: fullText("mission"),
  },
  {
    id: "vision",
    image: {
      src: "/images/cards/vision.svg",
      alt: "Illustration of a neighborhood with a shield over it",
    },
    title: "Vision",
    description:
      "Communities where every verified resident can reach the right responders quickly, and responders get clear reports they can act on.",
    icon: Sparkles,
    fullContent: fullText("vision"),
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
    fullContent: fullText("team"),
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
    fullContent: fullText("appreciation"),
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
    fullContent: fullText("expanding-services"),
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
    fullContent: fullText("continuous-innovation"),
  },
] satisfies Card[];
