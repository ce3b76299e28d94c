import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { langInfo } from "./content/langs";
import { pages, posterFiles, type PageId } from "./content/pages";

/** A page's path as the route config writes it: relative, without the leading slash. */
const path = (id: Exclude<PageId, "home" | "notFound">) => pages[id].path.slice(1);

/**
 * Every page's route module in one language: the type lists every page, so a page missing in a
 * language fails the type check. The modules are thin: the same page component, that language's words.
 */
type LanguageRoutes = Record<Exclude<PageId, "home" | "notFound">, string> & {
  home: string;
  notFound: string;
};

function pageRoutes(modules: LanguageRoutes) {
  return [
    index(modules.home),
    ...(Object.keys(pages) as PageId[])
      .filter((id) => id !== "home" && id !== "notFound")
      .map((id) =>
        route(path(id as Exclude<PageId, "home" | "notFound">), modules[id as keyof LanguageRoutes]),
      ),
    // Pre-rendered once at /404 (404.html) and served for every unknown path.
    route("*", modules.notFound),
  ];
}

// Every URL of the site. Each language's layout route adds the header and footer in its words; the
// paths come from the page registry (content/pages.ts), which the navigation, sitemap and CSP read too.
export default [
  layout(
    "routes/site-layout.tsx",
    pageRoutes({
      home: "routes/home.tsx",
      features: "routes/features.tsx",
      agencies: "routes/agencies.tsx",
      plans: "routes/plans.tsx",
      about: "routes/about.tsx",
      faqs: "routes/faqs.tsx",
      contact: "routes/contact.tsx",
      getStarted: "routes/get-started.tsx",
      safety: "routes/safety.tsx",
      poster: "routes/poster.tsx",
      accessibility: "routes/accessibility.tsx",
      terms: "routes/legal/terms.tsx",
      privacy: "routes/legal/privacy.tsx",
      notFound: "routes/not-found.tsx",
    }),
  ),
  ...prefix(langInfo.fil.prefix.slice(1), [
    layout(
      "routes/fil/site-layout.tsx",
      pageRoutes({
        home: "routes/fil/home.tsx",
        features: "routes/fil/features.tsx",
        agencies: "routes/fil/agencies.tsx",
        plans: "routes/fil/plans.tsx",
        about: "routes/fil/about.tsx",
        faqs: "routes/fil/faqs.tsx",
        contact: "routes/fil/contact.tsx",
        getStarted: "routes/fil/get-started.tsx",
        safety: "routes/fil/safety.tsx",
        poster: "routes/fil/poster.tsx",
        accessibility: "routes/fil/accessibility.tsx",
        terms: "routes/fil/legal/terms.tsx",
        privacy: "routes/fil/legal/privacy.tsx",
        notFound: "routes/fil/not-found.tsx",
      }),
    ),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("og-image.jpg", "routes/share-image.ts"),
  route(posterFiles.pdf.en.slice(1), "routes/poster-pdf.ts"),
  route(posterFiles.pdf.fil.slice(1), "routes/poster-pdf.ts", { id: "routes/poster-pdf-fil" }),
  route(posterFiles.qr.slice(1), "routes/poster-qr.ts"),
] satisfies RouteConfig;
