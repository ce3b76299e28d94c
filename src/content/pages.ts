import { byLang, langInfo, type Lang } from "./langs";

/** A service a page loads from another origin. Its Content-Security-Policy lets in only these. */
export type ThirdParty = "recaptcha" | "emailjs";

/** The footer's link groups, in order; their headings are in src/content/<lang>/page-names.yaml. */
export const footerGroups = ["quickLinks", "resources", "legal"] as const;

export type FooterGroup = (typeof footerGroups)[number];

/**
 * Read by routes, navigation, sitemap, CSP and the browser tests. Every page loads the registry, so it
 * holds no words: names are in src/content/<lang>/page-names.yaml (PageNames), the rest in
 * its words file (PageText).
 */
export type Page = {
  /** URL path, without a trailing slash except for the home page. */
  path: string;
  /** Linked from the header; only the spec's five pages are. */
  header?: true;
  footer?: FooterGroup;
  /** Its CSP allows these; links to the page load a new document, which keeps the policy it arrived with. */
  thirdParties?: readonly ThirdParty[];
  /** Listed in the sitemap, with a canonical link; false only for the not-found page. */
  inSitemap: boolean;
};

/** In the order of the header, the footer and the sitemap. To add a page, see docs/adding-things.md. */
export const pages = {
  home: {
    path: "/",
    header: true,
    footer: "quickLinks",
    inSitemap: true,
  },
  features: {
    path: "/features",
    header: true,
    footer: "quickLinks",
    inSitemap: true,
  },
  agencies: {
    path: "/agencies",
    header: true,
    footer: "quickLinks",
    inSitemap: true,
  },
  plans: {
    path: "/plans",
    header: true,
    footer: "quickLinks",
    inSitemap: true,
  },
  about: {
    path: "/about",
    footer: "resources",
    inSitemap: true,
  },
  faqs: {
    path: "/faqs",
    footer: "resources",
    inSitemap: true,
  },
  contact: {
    path: "/contact",
    header: true,
    footer: "resources",
    thirdParties: ["recaptcha", "emailjs"],
    inSitemap: true,
  },
  getStarted: {
    path: "/get-started",
    footer: "resources",
    inSitemap: true,
  },
  safety: {
    path: "/safety",
    footer: "resources",
    inSitemap: true,
  },
  poster: {
    path: "/poster",
    footer: "resources",
    inSitemap: true,
  },
  // How a barangay buys Brisk with public funds (issue 41), and the kit's three printable papers,
  // reached from it: they are parts of the kit, so only the kit joins the footer.
  barangayKit: {
    path: "/barangay-kit",
    footer: "resources",
    inSitemap: true,
  },
  planSheet: {
    path: "/barangay-kit/plan-sheet",
    inSitemap: true,
  },
  councilTemplates: {
    path: "/barangay-kit/templates",
    inSitemap: true,
  },
  quotation: {
    path: "/barangay-kit/quotation",
    inSitemap: true,
  },
  accessibility: {
    path: "/accessibility",
    footer: "resources",
    inSitemap: true,
  },
  terms: {
    path: "/terms",
    footer: "legal",
    inSitemap: true,
  },
  privacy: {
    path: "/privacy",
    footer: "legal",
    inSitemap: true,
  },
  // Rendered once, at this path, and served for every unknown URL (404.html).
  notFound: {
    path: "/404",
    inSitemap: false,
  },
} as const satisfies Record<string, Page>;

export type PageId = keyof typeof pages;

/** A page's own words, kept in its words file so that only that page ships them. */
export type PageText = {
  /** Meta description for search results and link previews (its length: page-words.ts's descriptionLength). */
  description: string;
  /** One sentence under the h1. */
  subtitle: string;
};

/**
 * A page's names in one language (src/content/<lang>/page-names.yaml). Written out, for the shape
 * (word-schemas.ts's pageNamesOf) is made page by page and TypeScript cannot infer which links a page has.
 */
export type PageNames = {
  /** The h1, and the part before "| Brisk" in the title. */
  title: string;
  /** The header link's words, on the five header pages. */
  header?: string;
  /** The footer link's words, on pages in the footer. */
  footer?: string;
};

/** A page with its words in one language: what its page module's head and header read. */
export type PageWithText = Page &
  PageText & {
    id: PageId;
    title: string;
    lang: Lang;
    /** What the share picture shows, in the page's language. */
    shareImageAlt: string;
  };

export const pageList = (Object.keys(pages) as PageId[]).map((id) => ({ id, ...(pages[id] as Page) }));

/** Sections of a page that other pages link to, by their element id: /plans#plan-finder. */
export const pageSections = {
  planFinder: { page: "plans", id: "plan-finder" },
  /** How incident points work, after the plans; the page's top links to it. */
  points: { page: "plans", id: "points" },
} as const satisfies Record<string, { page: PageId; id: string }>;

/** The picture shown when a page is shared, drawn at build time by pages/og-image.jpg.ts. */
export const shareImagePath = "/og-image.jpg";

/** `/<name>.<ext>` per language, with `-<lang>` before the extension but for the root language. */
const fileOfEachLang = (name: string, ext: string) =>
  byLang((lang) => `/${name}${langInfo[lang].prefix ? `-${lang}` : ""}.${ext}`);

/** Made at build by pages/[document].pdf.ts and pages/brisk-poster-qr.svg.ts; one URL, so one QR code. */
export const posterFiles = {
  /** Each language's PDF: /brisk-poster.pdf at the root, /brisk-poster-fil.pdf for Filipino. */
  pdf: fileOfEachLang("brisk-poster", "pdf"),
  qr: "/brisk-poster-qr.svg",
};

/**
 * The papers a barangay prints, whose blanks its name fills, typed once over any of them and
 * carried from one to another (lib/paper-fill.ts): the kit, its three papers, the poster.
 */
export const paperPages = [
  "barangayKit",
  "planSheet",
  "councilTemplates",
  "quotation",
  "poster",
] as const satisfies readonly PageId[];

/** Made at build by pages/[document].pdf.ts and pages/[templates].txt.ts (the council templates as text). */
export const kitFiles = {
  sheetPdf: fileOfEachLang("brisk-barangay-plans", "pdf"),
  templatesText: fileOfEachLang("brisk-council-templates", "txt"),
};
