import { robotsTxt } from "~/site/sitemap";

export const GET = () =>
  new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
