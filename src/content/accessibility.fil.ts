/**
 * The accessibility statement in Filipino: the twin of accessibility.ts. It states the same checks,
 * from the same ACCESSIBILITY_CHECKS that the browser tests read.
 */
import { ACCESSIBILITY_CHECKS, ACCESSIBILITY_STATEMENT_DATE, ACCESSIBILITY_TARGET } from "./constants";
import type * as english from "./accessibility";
import type { ContactTopic } from "./contact";
import { contactFormText } from "./contact.fil";
import type { Translation } from "./types";
import { definePage } from "~/content/page-names.fil";
import { formatIsoDate, formatList } from "~/lib/format.fil";

export const accessibilityPage = definePage("accessibility", {
  description:
    "Gaano ka-accessible ang website ng Brisk: ang target naming pamantayan, paano sinusuri ang bawat page, ano ang kulang pa, at paano ipaalam sa amin ang hadlang.",
  subtitle:
    "Paano namin ginagawang magagamit ng lahat ang website na ito, at paano kami sasabihan kapag hindi.",
});

const target = `${ACCESSIBILITY_TARGET.standard} level ${ACCESSIBILITY_TARGET.level}`;
const widths = formatList(ACCESSIBILITY_CHECKS.widthsPx.map((width) => `${width} px`));

export const accessibilityText = {
  dateLine: `Huling sinuri ang pahayag na ito noong ${formatIsoDate(ACCESSIBILITY_STATEMENT_DATE)}.`,
  target: {
    title: "Ang aming target",
    text: [
      `Layunin naming maabot ng website na ito ang ${target}.`,
      "Ang WCAG ay ang Web Content Accessibility Guidelines, ang pandaigdigang pamantayan para sa mga website na magagamit ng mga taong may kapansanan.",
    ],
    link: { text: `Basahin ang ${ACCESSIBILITY_TARGET.standard}`, href: ACCESSIBILITY_TARGET.url },
  },
  checks: {
    title: "Paano namin ito sinusuri",
    intro: "Tumatakbo ang mga check na ito sa bawat pagbabago sa website, bago ito i-publish:",
    items: [
      `Sinusuri ang bawat page, at bawat estado nito (mga nakabukas na menu, dialog at mensahe ng form), gamit ang axe, isang automated accessibility checker, sa lapad na ${widths}.`,
      "Ginagamit ang menu, ang mga dialog ng mga card at ang contact form sa keyboard lang.",
      `Binabasa ang bawat page sa lapad na ${ACCESSIBILITY_CHECKS.narrowestPx} px at sa ${ACCESSIBILITY_CHECKS.zoomPercent}% zoom, nang hindi kailangang mag-scroll patagilid.`,
      "Kapag naka-on ang reduced motion, larawang hindi gumagalaw ang ipinapakita ng home page sa halip na ang video nito.",
      "Kapag naka-off ang JavaScript, ipinapakita pa rin ng bawat page ang lahat ng teksto nito.",
    ],
    closing: "Hindi lahat ng hadlang ay nahahanap ng mga automated check. Kaya mahalaga ang mga report mo.",
  },
  limits: {
    title: "Ang hindi pa umaabot sa target",
    items: [
      "Gumagamit ang contact form ng Google reCAPTCHA para pigilan ang spam. Galing sa Google ang challenge nito, at hindi namin ito mababago. Kung hinaharangan ka nito, gamitin ang ibang paraan ng pakikipag-ugnayan sa amin na nasa contact page.",
      "Ginawa para sa pag-print ang PDF ng poster, at hindi ito naka-tag para sa mga screen reader. Nasa poster page ang parehong mga salita.",
      "Papunta sa ibang website ang mga link sa Google Play at AppGallery, at hindi namin kontrolado ang mga iyon.",
    ],
  },
  report: {
    title: "Sabihin sa amin ang isang hadlang",
    text: `Kung may bahagi ng website na ito na mahirap gamitin, sabihin sa amin sa pamamagitan ng contact form. Piliin ang "${contactFormText.topic.options.other}" bilang paksa, at sabihin kung aling page at ano ang nangyari.`,
    link: "Sumulat sa amin tungkol sa isang hadlang",
    topic: "other" satisfies ContactTopic,
  },
} satisfies Translation<typeof english.accessibilityText>;
