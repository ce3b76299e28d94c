/** The About Us page in Filipino: the twin of about.ts. */
import { Heart, Sparkles, Target, Users, Zap } from "lucide";
import type * as english from "./about";
import type { fullTexts } from "./about.full.fil";
import type { Card, Translation } from "~/content/types";
import { platformsWith } from "~/content/platforms.fil";
import { definePage } from "~/content/page-names.fil";

/** The page's registry entry with its meta description and the sentence under its h1. */
export const aboutPage = definePage("about", {
  description:
    "Bakit may Brisk, sino ang gumagawa nito, at saan ito patungo: saang platform ito darating at kung paano ka makakatulong na mapabuti ito.",
  subtitle: "Kung bakit namin ginawa ang Brisk at kung saan namin ito dadalhin.",
});

/** A card's dialog text, loaded from about.full.fil.ts when the dialog opens. */
const fullText = (id: keyof typeof fullTexts) => () =>
  import("./about.full.fil").then((module) => module.fullTexts[id]);

/*
 * As in English: the mission sentence is said here, on the Mission card, and in the home page's
 * description; nothing on this page names a partner or claims that an agency already uses Brisk.
 */

/** The six cards of the About Us page, in the order they appear. */
export const aboutCards = [
  {
    id: "mission",
    image: {
      src: "/images/cards/mission.svg",
      alt: "Larawan ng isang komunidad na konektado sa mga lokal na responder sa pamamagitan ng signal ng phone",
    },
    title: "Misyon",
    description:
      "Pag-ugnayin ang mga komunidad sa Pilipinas at ang mga lokal na responder at awtoridad para sa mabilis na komunikasyon tuwing may insidente o emergency.",
    icon: Target,
    fullContent: fullText("mission"),
  },
  {
    id: "vision",
    image: {
      src: "/images/cards/vision.svg",
      alt: "Larawan ng isang kapitbahayan na may shield sa ibabaw nito",
    },
    title: "Bisyon",
    description:
      "Mga komunidad kung saan mabilis na nakakarating sa tamang responder ang report ng bawat verified na residente, at malinaw na report na kayang aksyunan ang natatanggap ng mga responder.",
    icon: Sparkles,
    fullContent: fullText("vision"),
  },
  {
    id: "team",
    image: {
      src: "/images/cards/team.svg",
      alt: "Larawan ng mga taong nagtutulungan sa harap ng isang laptop at isang phone",
    },
    title: "Ang Team",
    description: "Ang Brisk team ang nagdidisenyo, bumubuo at nag-aalaga ng Brisk app at ng website na ito.",
    icon: Users,
    fullContent: fullText("team"),
  },
  {
    id: "appreciation",
    image: {
      src: "/images/cards/appreciation.svg",
      alt: "Larawan ng mga kamay na may hawak na puso",
    },
    title: "Pasasalamat",
    description:
      "Salamat sa lahat ng nagpapadala ng report gamit ang Brisk, sumasagot sa mga ito, o nagsasabi sa amin kung paano pa mapapabuti ang app.",
    icon: Heart,
    fullContent: fullText("appreciation"),
  },
  {
    id: "expanding-services",
    image: {
      src: "/images/cards/expanding-services.svg",
      alt: "Larawan ng isang phone, tablet at desktop computer na nagpapakita ng Brisk app",
    },
    title: "Lumalawak na Serbisyo",
    description: `Nasa ${platformsWith("available")} na ang Brisk ngayon, at darating pa ito sa iba pang platform.`,
    icon: Zap,
    fullContent: fullText("expanding-services"),
  },
  {
    id: "continuous-innovation",
    image: {
      src: "/images/cards/continuous-innovation.svg",
      alt: "Larawan ng isang bombilya na may mga gear",
    },
    title: "Tuloy-tuloy na Inobasyon",
    description:
      "Patuloy naming pinapabuti ang Brisk para mas maging simple ang pag-report at mas mabilis makakilos ang mga responder.",
    icon: Sparkles,
    fullContent: fullText("continuous-innovation"),
  },
] satisfies Card[] satisfies Translation<typeof english.aboutCards>;
