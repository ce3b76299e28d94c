/** The poster for the barangay hall (poster.ts), in Filipino: the same facts, from the same constants. */
import { EMERGENCY_HOTLINE, POSTER_PAPER, REPORT_CATEGORIES } from "./constants";
import type * as english from "./poster";
import { reportCategories } from "./lists.fil";
import { storesWith } from "./platforms.fil";
import type { Translation } from "./types";
import { formatCount } from "~/lib/format.fil";
import { definePage } from "~/content/page-names.fil";

export const posterPage = definePage("poster", {
  description:
    "Poster para sa barangay hall: ano ang Brisk, QR code para sa Google Play, mga kategorya ng report at ang emergency hotline. I-print o i-download ang PDF.",
  subtitle: "I-print ito para sa inyong barangay hall, o i-download bilang PDF.",
});

export const posterText = {
  /** The one line under the name. */
  // Longer than this and the printed sheet spills onto a second page (e2e/poster.spec.ts).
  tagline: "I-report ang insidente o emergency sa mga ahensyang rumeresponde, at subaybayan ito nang live.",
  emergency: {
    lead: "Emergency?",
    call: `Tumawag sa ${EMERGENCY_HOTLINE}`,
  },
  scan: {
    title: "I-scan para sa Brisk",
    store: "Kunin sa Google Play",
    qrAlt: "QR code na nagbubukas ng Brisk sa Google Play",
    otherStores: `Sinusuri pa: ${storesWith("under-review")}.`,
  },
  steps: {
    title: "Paano magsimula",
    items: [
      "I-install ang Brisk mula sa Google Play.",
      "I-verify ang iyong account gamit ang primary ID na galing sa gobyerno.",
      "Mag-report ng insidente at subaybayan ito nang live.",
    ],
  },
  categories: {
    title: `Mag-report sa ${formatCount(REPORT_CATEGORIES.length)} kategorya`,
    items: reportCategories,
  },
  /** On screen only: the page's own controls, never printed. */
  controls: {
    print: "I-print ang poster na ito",
    download: `I-download ang PDF (${POSTER_PAPER})`,
    hint: `Isang ${POSTER_PAPER} na papel lang ang kailangan sa pag-print. Gamitin ang PDF sa phone o sa printing shop.`,
  },
} as const satisfies Translation<typeof english.posterText>;
