/** A service a page loads from another origin. Its Content-Security-Policy lets in only these. */
export type ThirdParty = "recaptcha" | "emailjs";

/** The footer's link groups, in the order they are shown. */
export const footerGroups = {
  quickLinks: "Quick Links",
  resources: "Resources",
  legal: "Legal",
} as const;

export type FooterGroup = keyof typeof footerGroups;

/**
 * One page of the site. Routes, navigation, sitemap, CSP and the browser tests all read this. Every
 * page loads the registry, so it holds only what links need; a page's other words are its PageText.
 */
export type Page = {
  /** URL path, without a trailing slash except for the home page. */
  path: string;
  /** Page name: the h1 and the part before "| Brisk" in the title. */
  title: string;
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
    header: "Home",
    footer: { group: "quickLinks", label: "Home" },
    inSitemap: true,
  },
  features: {
    path: "/features",
    title: "App Features",
    header: "Features",
    footer: { group: "quickLinks", label: "Features" },
    inSitemap: true,
  },
  agencies: {
    path: "/agencies",
    title: "For Agencies",
    header: "Agencies",
    footer: { group: "quickLinks", label: "Agencies" },
    inSitemap: true,
  },
  plans: {
    path: "/plans",
    title: "Plans and Pricing",
    header: "Plans",
    footer: { group: "quickLinks", label: "Plans" },
    inSitemap: true,
  },
  about: {
    path: "/about",
    title: "About Us",
    footer: { group: "resources", label: "About Us" },
    inSitemap: true,
  },
  faqs: {
    path: "/faqs",
    title: "FAQs",
    footer: { group: "resources", label: "FAQs" },
    inSitemap: true,
  },
  contact: {
    path: "/contact",
    title: "Contact",
    header: "Contact",
    footer: { group: "resources", label: "Contact" },
    thirdParties: ["recaptcha", "emailjs"],
    inSitemap: true,
  },
  getStarted: {
    path: "/get-started",
    title: "Get Started",
    footer: { group: "resources", label: "Get Started" },
    inSitemap: true,
  },
  safety: {
    path: "/safety",
    title: "Safety and Trust",
    footer: { group: "resources", label: "Safety and Trust" },
    inSitemap: true,
  },
  poster: {
    path: "/poster",
    title: "Poster for Your Barangay",
    footer: { group: "resources", label: "Barangay Poster" },
    inSitemap: true,
  },
  accessibility: {
    path: "/accessibility",
    title: "Accessibility",
    footer: { group: "resources", label: "Accessibility" },
    inSitemap: true,
  },
  terms: {
    path: "/terms",
    title: "Terms and Conditions",
    footer: { group: "legal", label: "Terms & Conditions" },
    inSitemap: true,
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    footer: { group: "legal", label: "Data Privacy Policy" },
    inSitemap: true,
  },
  // Rendered once, at this path, and served for every unknown URL (404.html).
  notFound: {
    path: "/404",
    title: "Page Not Found",
    inSitemap: false,
  },
} as const satisfies Record<string, Page>;

/** The id of a page in the registry, e.g. "plans". */
export type PageId = keyof typeof pages;

/** A page's own words, kept in its content module so that only that page ships them. */
export type PageText = {
  /** Meta description for search results and link previews, about 150 characters. */
  description: string;
  /** One sentence under the h1. */
  subtitle: string;
};

/** A page with its words: what its route's meta and header read. */
export type PageWithText = Page & PageText & { id: PageId };

/** A page's registry entry joined with its words, for its content module to export. */
export function definePage<Id extends PageId>(id: Id, text: PageText) {
  return { id, ...pages[id], ...text } satisfies PageWithText;
}

/** Every page as a list, in the registry's order, each with its id. */
export const pageList = (Object.keys(pages) as PageId[]).map((id) => ({ id, ...(pages[id] as Page) }));

/** Sections of a page that other pages link to, by their element id: /plans#plan-finder. */
export const pageSections = {
  planFinder: { page: "plans", id: "plan-finder" },
} as const satisfies Record<string, { page: PageId; id: string }>;

/** The picture shown when a page is shared, drawn at build time by routes/share-image.ts. */
export const shareImagePath = "/og-image.jpg";

/** The poster's PDF and QR code, made at build time by routes/poster-pdf.ts and routes/poster-qr.ts. */
export const posterFiles = {
  pdf: "/brisk-poster.pdf",
  qr: "/brisk-poster-qr.svg",
} as const;

/** Paths written at build time: every page and the files made by resource routes. */
export const prerenderPaths = [
  ...pageList.map((page) => page.path),
  "/sitemap.xml",
  "/robots.txt",
  shareImagePath,
  posterFiles.pdf,
  posterFiles.qr,
];
