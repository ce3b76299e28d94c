import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the site. The layout route adds the header and footer to each page.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("agencies", "routes/agencies.tsx"),
    route("plans", "routes/plans.tsx"),
    route("contact", "routes/contact.tsx"),
    route("terms", "routes/legal/terms.tsx"),
    route("privacy", "routes/legal/privacy.tsx"),
    route("about", "routes/about.tsx"),
    route("faqs", "routes/faqs.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("og-image.jpg", "routes/share-image.ts"),
] satisfies RouteConfig;
