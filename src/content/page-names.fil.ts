/** The Filipino twin of page-names.ts: the pages' names, and the `definePage` of Filipino content modules. */
import { pages, type FooterGroup, type PageId, type PageNames, type PageText } from "./pages";

/**
 * Every page's name in Filipino: its h1 and title, and its words in the header and footer, in one
 * style (docs/filipino.md): the header and footer say the title's short form, in Filipino. "Home"
 * stays, as Filipino sites write it.
 */
export const pageNames = {
  home: { title: "Mag-report ng insidente. Maabot agad ang responder.", header: "Home", footer: "Home" },
  features: { title: "Mga Feature ng App", header: "Mga Feature", footer: "Mga Feature" },
  agencies: { title: "Para sa mga Ahensya", header: "Mga Ahensya", footer: "Mga Ahensya" },
  plans: { title: "Mga Plan at Presyo", header: "Mga Plan", footer: "Mga Plan" },
  about: { title: "Tungkol sa Amin", footer: "Tungkol sa Amin" },
  faqs: { title: "Mga Madalas Itanong", footer: "Mga Madalas Itanong" },
  contact: { title: "Makipag-ugnayan", header: "Makipag-ugnayan", footer: "Makipag-ugnayan" },
  getStarted: { title: "Paano Magsimula", footer: "Paano Magsimula" },
  safety: { title: "Kaligtasan at Tiwala", footer: "Kaligtasan at Tiwala" },
  poster: { title: "Poster para sa Inyong Barangay", footer: "Poster ng Barangay" },
  accessibility: { title: "Accessibility: Magagamit ng Lahat", footer: "Accessibility" },
  terms: { title: "Mga Tuntunin at Kundisyon", footer: "Mga Tuntunin at Kundisyon" },
  privacy: { title: "Patakaran sa Privacy", footer: "Patakaran sa Data Privacy" },
  notFound: { title: "Hindi Makita ang Page" },
} as const satisfies Record<PageId, PageNames>;

/** The footer's group headings in Filipino. */
export const footerGroupNames = {
  quickLinks: "Mga Link",
  resources: "Mga Gabay",
  legal: "Legal",
} as const satisfies Record<FooterGroup, string>;

/** What the share picture shows (pages/og-image.jpg.ts draws it). */
const shareImageAlt = `Brisk: mag-report ng insidente at maabot agad ang responder`;

/** A Filipino page's registry entry joined with its words, for its content module to export. */
export function definePage<Id extends PageId>(id: Id, text: PageText) {
  return { id, ...pages[id], title: pageNames[id].title, lang: "fil", shareImageAlt, ...text } as const;
}
