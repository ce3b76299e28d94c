import type { Config } from "@react-router/dev/config";
import { langs, pathIn } from "./app/content/langs";
import { pageList, posterFiles, shareImagePath } from "./app/content/pages";
import { finishBuild } from "./scripts/build/finish-build.mjs";
import { unsetOwnerSettingWarnings } from "./scripts/build/owner-settings.mjs";

/**
 * Paths written at build time: every page in every language and the files made by resource routes.
 * Here rather than in the registry, which every page's scripts load.
 */
const prerenderPaths = [
  ...langs.flatMap((lang) => pageList.map((page) => pathIn(page.path, lang))),
  "/sitemap.xml",
  "/robots.txt",
  shareImagePath,
  ...langs.map((lang) => posterFiles.pdf[lang]),
  posterFiles.qr,
];

export default {
  // A static site: every route is rendered to HTML at build time and no server code runs at request time.
  ssr: false,
  prerender: prerenderPaths,
  // Once every page is written: 404.html, each page's CSP and deferred scripts, headers, compression.
  buildEnd: async ({ viteConfig }) => {
    await finishBuild({
      pages: langs.flatMap((lang) => pageList.map((page) => ({ ...page, path: pathIn(page.path, lang) }))),
      mode: viteConfig.mode,
    });
    // The test build stands in no owner's name, so only real builds remind about the owner settings.
    if (viteConfig.mode !== "test") {
      for (const warning of unsetOwnerSettingWarnings(viteConfig.env)) console.warn(`warning: ${warning}`);
    }
  },
} satisfies Config;
