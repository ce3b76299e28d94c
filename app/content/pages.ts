/** A service a page loads from another origin. Its Content-Security-Policy lets in only these. */
export type ThirdParty = "recaptcha" | "emailjs";

/** The footer's link groups, in the order they are shown. */
export const footerGroups = {
  quickLinks: "Quick Links",
  resources: "Resources",
  legal: "Legal",
} as const;

export type FooterGroup = keyof typeof footerGroups;

/** One page of the site. Routes, navigation, sitemap, CSP and the browser tests all read this. */
export type Page = {
  /** URL path, without a trailing slash except for the home page. */
  path: string;
  /** Page name: the h1 and the part before "| Brisk" in the title. */
  title: string;
  /** Meta description for search results and link previews, about 150 characters. */
  description: string;
  /** One sentence under the h1. */
  subtitle: string;
  /** The link's words in the header; only the spec's five header pages have one. */
  header?: string;
  /** The footer group the page is linked from, and the link's words. */
  footer?: { group: FooterGroup; label: string };
  /**
   * Third parties the page loads. Its CSP allows them, and every link to it loads a new document,
   * since a document keeps the policy it arrived with.
   */
  thirdParties?: readonly ThirdParty[];
  /** Listed in the sitemap, with a canonical link; false only for the not-found page. */
  inSitemap: boolean;
};

/**
 * Every page of the site, in the order of the header, the footer and the sitemap. To add a page,
 * see docs/adding-things.md.
 */
export const pages = {
  home: {
    path: "/",
    title: "Report incidents. Reach responders. Fast.",
    description:
      "Brisk connects communities in the Philippines with local authorities for rapid incident and emergency communication. Report, track and stay informed.",
    subtitle:
      "Report an incident from your phone, reach the agencies that respond, and follow your case live.",
    header: "Home",
    footer: { group: "quickLinks", label: "Home" },
    inSitemap: true,
  },
  features: {
    path: "/features",
    title: "App Features",
    description:
      "What the Brisk app does: report an incident with a photo or video, follow it live, chat with responders, print a PDF and find evacuation centers on a map.",
    subtitle: "What you can do in the Brisk app, from sending a report to printing it.",
    header: "Features",
    footer: { group: "quickLinks", label: "Features" },
    inSitemap: true,
  },
  agencies: {
    path: "/agencies",
    title: "For Agencies",
    description:
      "What Brisk offers agencies and barangays: receive and track incident reports, see members' locations with consent, barangay plans and desktop access.",
    subtitle: "How agencies and barangays receive and handle reports in Brisk.",
    header: "Agencies",
    footer: { group: "quickLinks", label: "Agencies" },
    inSitemap: true,
  },
  plans: {
    path: "/plans",
    title: "Plans and Pricing",
    description:
      "Plans and pricing for Brisk: incident points for barangays and residents, add-ons for agencies, how long each lasts and when you can get a refund.",
    subtitle: "What each plan costs, what it gives you and how long it lasts.",
    header: "Plans",
    footer: { group: "quickLinks", label: "Plans" },
    inSitemap: true,
  },
  about: {
    path: "/about",
    title: "About Us",
    description:
      "Why Brisk exists, who builds it, and where it is going next: the platforms the app is coming to and how you can help improve it.",
    subtitle: "Why we built Brisk and where we are taking it.",
    footer: { group: "resources", label: "About Us" },
    inSitemap: true,
  },
  faqs: {
    path: "/faqs",
    title: "FAQs",
    description:
      "Answers to common questions about Brisk: verification, reporting, incident points, plans for barangays and agencies, location sharing and refunds.",
    subtitle: "Short answers to common questions. Open one to read more.",
    footer: { group: "resources", label: "FAQs" },
    inSitemap: true,
  },
  contact: {
    path: "/contact",
    title: "Contact",
    description:
      "Send the Brisk team a message about the app, your barangay or your agency. The contact form is for questions, not for reporting emergencies.",
    subtitle: "Questions about the app, your barangay or your agency? Send us a message.",
    header: "Contact",
    footer: { group: "resources", label: "Contact" },
    thirdParties: ["recaptcha", "emailjs"],
    inSitemap: true,
  },
  terms: {
    path: "/terms",
    title: "Terms and Conditions",
    description:
      "The terms for using Brisk: who may use the app, account verification, what we expect of users, and the limits of our liability.",
    subtitle: "The rules for using the Brisk app.",
    footer: { group: "legal", label: "Terms & Conditions" },
    inSitemap: true,
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    description:
      "What Brisk collects when you use the app, including location data and recordings of calls and messages, how it is used and shared, and how long it is kept.",
    subtitle: "What Brisk collects, how we use it and who we share it with.",
    footer: { group: "legal", label: "Data Privacy Policy" },
    inSitemap: true,
  },
  // Rendered once, at this path, and served for every unknown URL (404.html).
  notFound: {
    path: "/404",
    title: "Page Not Found",
    description: "The page you're looking for cannot be found.",
    subtitle: "",
    inSitemap: false,
  },
} as const satisfies Record<string, Page>;

/** The id of a page in the registry, e.g. "plans". */
export type PageId = keyof typeof pages;

/** Every page as a list, in the registry's order, each with its id. */
export const pageList = (Object.keys(pages) as PageId[]).map((id) => ({ id, ...(pages[id] as Page) }));

/** The picture shown when a page is shared, drawn at build time by routes/share-image.ts. */
export const shareImagePath = "/og-image.jpg";

/** Paths written at build time: every page and the files made by resource routes. */
export const prerenderPaths = [
  ...pageList.map((page) => page.path),
  "/sitemap.xml",
  "/robots.txt",
  shareImagePath,
];
