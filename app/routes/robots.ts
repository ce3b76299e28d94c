import { robotsTxt } from "~/site/sitemap";

// A resource route: pre-rendered at build time to build/client/robots.txt.
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
