import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { defaultLang, langs, pathIn } from "./src/content/langs.ts";
import { pages } from "./src/content/pages.ts";
import { BROWSER_FLOOR } from "./scripts/build/browser-floor.mjs";
import { finishBuild } from "./scripts/build/finish-build.mjs";
import { unsetOwnerSettingWarnings } from "./scripts/build/owner-settings.mjs";
import { envSchema } from "./src/config/env-schema.ts";
import { readEnv } from "./src/config/read-env.ts";
import { splashSeenScript } from "./src/lib/splash-seen.ts";
import { satteri } from "@astrojs/markdown-satteri";
import { CARD_FEATURES, cardBody } from "./src/i18n/card-body.ts";
import { readWords } from "./src/i18n/read-words.ts";

let words: ReturnType<typeof readWords> | undefined;

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The build's mode (`astro build --mode test`), its settings as Vite reads them, and Astro's `site`. */
const build = { mode: "production", env: {} as Record<string, string>, site: "" };

/**
 * The site's public origin (VITE_SITE_URL) as Astro's `site`, so Astro.site holds it. Astro reads its
 * config before Vite learns the mode, so this reads the mode from the command line, as Astro does
 * (`--mode`; else development for `astro dev`, production for the rest); the brisk-settings plugin
 * below checks that Vite's mode gave the same origin.
 */
function siteUrlFor(command: string): string {
  const { mode } = parseArgs({ options: { mode: { type: "string" } }, strict: false }).values;
  const modeOrDefault = typeof mode === "string" ? mode : command === "dev" ? "development" : "production";
  return readEnv(loadEnv(modeOrDefault, process.cwd(), "VITE_")).siteUrl;
}

export default defineConfig({
  srcDir: "./src",
  // The settings (README, "Settings"), read through astro:env: the contact form's EmailJS keys in the
  // browser (config/env.ts), the rest when pages are built (config/server-env.ts). Their values are
  // written into the build; none is a secret. The names keep their VITE_ prefix, which astro:env
  // accepts (any name of capitals, digits and _), so deployments keep their variables.
  env: {
    schema: envSchema,
  },
  outDir: "./build/client",
  // Hashed files under /assets/, which the headers cache for a year (server/headers.mjs).
  build: { assets: "assets", format: "directory" },
  // The languages, from the one list (src/content/langs.ts): English at the root, every other
  // language under its own prefix (/fil). The page modules serve them all from src/pages/[...lang]/.
  i18n: {
    locales: [...langs],
    defaultLocale: defaultLang,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    react(),
    {
      name: "brisk-site-url",
      hooks: {
        "astro:config:setup": ({ command, updateConfig }) => {
          build.site = siteUrlFor(command);
          updateConfig({ site: build.site });
        },
      },
    },
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
  // The cards' Markdown, rendered by Astro's own pipeline (Sätteri) with the site's one plugin
  // (i18n/card-body.ts): the words read once a build. The plugin runs as Vite bundles the pages,
  // before any page has read the collections, so it reads the same files with the same schemas
  // (read-words.ts); the check read them through the collections. No code blocks, so no highlighter.
  markdown: {
    syntaxHighlight: false,
    processor: satteri({ mdastPlugins: [cardBody(() => (words ??= readWords()))], features: CARD_FEATURES }),
  },
  vite: {
    // The oldest browsers the site supports (docs/browsers.md), Tailwind CSS 4's own floor: without
    // it, Vite's last pass minifies the CSS for the newest browsers and drops the prefixes that
    // Safari before 18 needs (-webkit-backdrop-filter).
    build: {
      cssTarget: BROWSER_FLOOR,
      rollupOptions: {
        // Astro marks each Markdown entry of a content collection with a directive the bundler
        // warns it may drop: once per card, a hundred lines that say nothing
        // (withastro/astro#18087, open). Every other warning still shows.
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes("astro:head-inject"))
            return;
          warn(warning);
        },
      },
    },
    plugins: [
      tailwindcss(),
      {
        // The settings, checked once per build before anything is bundled: a bad value stops it
        // with readEnv()'s message (config/read-env.ts). astro:env hands the values to the site.
        name: "brisk-settings",
        config: (_, { mode }) => {
          build.mode = mode;
          build.env = loadEnv(mode, process.cwd(), "VITE_");
          const settings = readEnv(build.env);
          if (build.site && settings.siteUrl !== build.site)
            throw new Error(
              `Astro's site is ${build.site}, but VITE_SITE_URL in mode "${mode}" is ${settings.siteUrl}`,
            );
        },
      },
    ],
    resolve: {
      alias: { "~": path("./src") },
    },
  },
});
