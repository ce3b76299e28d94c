import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, posterFiles, type PageId } from "./content/pages";

/** A page's path as the route config writes it: relative, without the leading slash. */
const path = (id: Exclude<PageId, "home" | "notFound">) => pages[id].path.slice(1);

// Every URL of the site. The layout route adds the header and footer to each page; the paths come
// from the page registry (content/pages.ts), which the navigation, sitemap and CSP read too.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route(path("features"), "routes/features.tsx"),
    route(path("agencies"), "routes/agencies.tsx"),
    route(path("plans"), "routes/plans.tsx"),
    route(path("about"), "routes/about.tsx"),
    route(path("faqs"), "routes/faqs.tsx"),
    route(path("contact"), "routes/contact.tsx"),
    route(path("getStarted"), "routes/get-started.tsx"),
    route(path("safety"), "routes/safety.tsx"),
    route(path("poster"), "routes/poster.tsx"),
    route(path("accessibility"), "routes/accessibility.tsx"),
    route(path("terms"), "routes/legal/terms.tsx"),
    route(path("privacy"), "routes/legal/privacy.tsx"),
    // Pre-rendered once at /404 (404.html) and served for every unknown path.
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("og-image.jpg", "routes/share-image.ts"),
  route(posterFiles.pdf.slice(1), "routes/poster-pdf.ts"),
  route(posterFiles.qr.slice(1), "routes/poster-qr.ts"),
] satisfies RouteConfig;
