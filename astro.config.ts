import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { langs, pathIn } from "./src/content/langs.ts";
import { pages } from "./src/content/pages.ts";
import { finishBuild } from "./scripts/build/finish-build.mjs";
import { unsetOwnerSettingWarnings } from "./scripts/build/owner-settings.mjs";
import { readEnv } from "./src/config/read-env.ts";
import { splashSeenScript } from "./src/lib/splash-seen.ts";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The build's mode (`astro build --mode test`) and its settings, as Vite reads them. */
const build = { mode: "production", env: {} as Record<string, string> };

export default defineConfig({
  srcDir: "./src",
  outDir: "./build/client",
  // Hashed files under /assets/, which the headers cache for a year (server/headers.mjs).
  build: { assets: "assets", format: "directory" },
  integrations: [
    react(),
    {
      // Once every page is written: the not-found pages' names, _headers, compression.
      name: "brisk-finish-build",
      hooks: {
        "astro:build:done": async () => {
          await finishBuild({
            notFoundPaths: langs.map((lang) => pathIn(pages.notFound.path, lang)),
            mode: build.mode,
          });
          // The test build stands in no owner's name, so only real builds remind about the owner settings.
          if (build.mode !== "test") {
            for (const warning of unsetOwnerSettingWarnings(build.env)) console.warn(`warning: ${warning}`);
          }
        },
      },
    },
  ],
  security: {
    // Each page's policy as a <meta>, with the hashes of its own inline scripts; the directives
    // beyond scripts and styles are per page (layouts/site-layout.astro, site/content-security.ts).
    csp: {
      scriptDirective: {
        resources: ["'self'"],
        // The one inline script Astro does not bundle: the splash's, which must run before the body paints.
        hashes: [`sha256-${createHash("sha256").update(splashSeenScript).digest("base64")}`],
      },
      // Inline styles only where a page's third parties need them (site/content-security.ts).
      styleDirective: { resources: ["'self'"] },
    },
  },
  // No Markdown here; Shiki's inline styles would not pass the policy anyway.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [
      tailwindcss(),
      {
        // The settings, checked once per build (a bad value stops it) and handed to config/env.ts
        // as a plain object, so the browser runs no checks and carries none of their messages.
        name: "brisk-settings",
        config: (_, { mode }) => {
          build.mode = mode;
          build.env = loadEnv(mode, process.cwd(), "VITE_");
          return { define: { __BRISK_ENV__: JSON.stringify(readEnv(build.env)) } };
        },
      },
    ],
    resolve: {
      alias: { "~": path("./src") },
    },
  },
});
