import type { Config } from "@react-router/dev/config";
import { pageList, prerenderPaths } from "./app/content/pages";
import { finishBuild } from "./scripts/build/finish-build.mjs";

export default {
  // A static site: every route is rendered to HTML at build time and no server code runs at request time.
  ssr: false,
  prerender: prerenderPaths,
  // Once every page is written: 404.html, each page's CSP and deferred scripts, headers, compression.
  buildEnd: ({ viteConfig }) => finishBuild({ pages: pageList, mode: viteConfig.mode }),
} satisfies Config;
