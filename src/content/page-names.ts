/**
 * The English names of the registry's pages (pages.ts holds no words), and the `definePage` that
 * English content modules call. page-names.fil.ts is the Filipino twin.
 */
import { pages, type FooterGroup, type PageId, type PageNames, type PageText } from "./pages";

/** Every page's name: its h1 and title, and its words in the header and footer. */
export const pageNames = {
  home: { title: "Report incidents. Reach responders. Fast.", header: "Home", footer: "Home" },
  features: { title: "App Features", header: "Features", footer: "Features" },
  agencies: { title: "For Agencies", header: "Agencies", footer: "Agencies" },
  plans: { title: "Plans and Pricing", header: "Plans", footer: "Plans" },
  about: { title: "About Us", footer: "About Us" },
  faqs: { title: "FAQs", footer: "FAQs" },
  contact: { title: "Contact", header: "Contact", footer: "Contact" },
  getStarted: { title: "Get Started", footer: "Get Started" },
  safety: { title: "Safety and Trust", footer: "Safety and Trust" },
  poster: { title: "Poster for Your Barangay", footer: "Barangay Poster" },
  accessibility: { title: "Accessibility", footer: "Accessibility" },
  terms: { title: "Terms and Conditions", footer: "Terms & Conditions" },
  privacy: { title: "Privacy Policy", footer: "Data Privacy Policy" },
  notFound: { title: "Page Not Found" },
} as const satisfies Record<PageId, PageNames>;

/** The footer's group headings. */
export const footerGroupNames = {
  quickLinks: "Quick Links",
  resources: "Resources",
  legal: "Legal",
} as const satisfies Record<FooterGroup, string>;

/** What the share picture shows (pages/og-image.jpg.ts draws it). */
const shareImageAlt = `Brisk: report incidents and reach responders fast`;

/** A page's registry entry joined with its English words, for its content module to export. */
export function definePage<Id extends PageId>(id: Id, text: PageText) {
  return { id, ...pages[id], title: pageNames[id].title, lang: "en", shareImageAlt, ...text } as const;
}
