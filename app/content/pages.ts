import { MAX_AGENCIES_PER_REPORT } from "./constants";

/** One page of the site: its address, the name in its title, and its search description. */
export type Page = {
  /** URL path, without a trailing slash except for the home page. */
  path: string;
  /** Page name: the h1 and the part before "| Brisk" in the title. */
  title: string;
  /** Meta description for search results and link previews, about 150 characters. */
  description: string;
  /** One sentence under the h1. */
  subtitle: string;
};

export type PageId =
  "home" | "features" | "agencies" | "plans" | "contact" | "terms" | "privacy" | "about" | "faqs";

/** Every indexable page of the site, in the order of the sitemap. */
export const pages = {
  home: {
    path: "/",
    title: "Report incidents. Reach responders. Fast.",
    description:
      "Brisk connects communities in the Philippines with local authorities for rapid incident and emergency communication. Report, track and stay informed.",
    subtitle:
      "Brisk connects communities in the Philippines with local responders and authorities for rapid incident and emergency reporting.",
  },
  features: {
    path: "/features",
    title: "App Features",
    description: `See what the Brisk app does: report incidents with a photo or video to up to ${MAX_AGENCIES_PER_REPORT} agencies at once, follow live updates and print reports.`,
    subtitle:
      "Everything you need to report an incident, reach the right responders and follow what happens next.",
  },
  agencies: {
    path: "/agencies",
    title: "For Agencies",
    description:
      "How Brisk helps responders and barangays receive, answer and track incident reports, share locations with consent and work with their communities.",
    subtitle:
      "Tools for responders and barangays to receive reports, coordinate with their communities and act quickly.",
  },
  plans: {
    path: "/plans",
    title: "Plans and Pricing",
    description:
      "Brisk plans and pricing: personal and barangay incident points, extra agency slots, location sharing and desktop access, with validity and refund rules.",
    subtitle:
      "Incident points for residents and barangays, and add-ons for agencies. Choose what fits your community.",
  },
  contact: {
    path: "/contact",
    title: "Contact",
    description:
      "Get in touch with the Brisk team about the app, agency onboarding or barangay plans. Send us a message and we will get back to you.",
    subtitle: "Questions about Brisk, agency onboarding or barangay plans? Send us a message.",
  },
  terms: {
    path: "/terms",
    title: "Terms and Conditions",
    description:
      "The terms for using Brisk: who may use the app, account verification, what we expect of users, and the limits of our liability.",
    subtitle: "The rules for using Brisk. Please read them before you create an account.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    description:
      "How Brisk collects, uses, shares and retains personal information, location data and report records when you use the app.",
    subtitle: "What information Brisk collects, how we use it and who we share it with.",
  },
  about: {
    path: "/about",
    title: "About Us",
    description:
      "Learn about Brisk's mission and vision, the team behind the app, and how we keep improving it for safer communities across the Philippines.",
    subtitle: "Why we built Brisk and where we are taking it.",
  },
  faqs: {
    path: "/faqs",
    title: "FAQs",
    description:
      "Answers to common questions about Brisk: verification, reporting, incident points, plans for barangays and agencies, location sharing and refunds.",
    subtitle: "Quick answers to the questions people ask most about Brisk.",
  },
} as const satisfies Record<PageId, Page>;

/** The not-found page. It is rendered once, at this path, and served for every unknown URL. */
export const notFoundPage = {
  path: "/404",
  title: "Page Not Found",
  description: "The page you're looking for cannot be found.",
  subtitle: "",
} as const satisfies Page;

/** The picture shown when a page is shared, drawn at build time by routes/share-image.ts. */
export const shareImagePath = "/og-image.jpg";

/** Files made from routes at build time besides the pages. */
export const generatedFiles = ["/sitemap.xml", "/robots.txt", shareImagePath];

/** Paths written at build time: every page, the not-found page and the generated files. */
export const prerenderPaths = [
  ...Object.values(pages).map((page) => page.path),
  notFoundPage.path,
  ...generatedFiles,
];
