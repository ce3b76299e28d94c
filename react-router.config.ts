import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  // A static site: every route is rendered to HTML at build time and no server code runs at request time.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
