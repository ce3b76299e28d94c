import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { readEnv } from "./app/config/read-env.ts";

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The settings, checked here once (a bad value stops the build) and handed to config/env.ts as a
  // plain object, so the browser runs no checks and carries none of their messages.
  define: { __BRISK_ENV__: JSON.stringify(readEnv(loadEnv(mode, process.cwd(), "VITE_"))) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): Chromium then
        // compiles the whole file on the background thread that streams it in, rather than each
        // function on the main thread the first time hydration calls it. Only on React and the
        // router, most of whose code runs as every page hydrates. After minification, which would
        // strip the comment.
        postBanner: (chunk) => (chunk.name === "react" ? "//# allFunctionsCalledOnLoad" : ""),
        // React and the router are one chunk, and the code every page's frame runs (lib, config,
        // site, the layout, the page registry and constants) is one `site` chunk: fewer requests
        // than fine splitting. Everything else splits by the pages that use it, so a page ships only
        // its own cards and words (a `site` group taking all shared app code put the privacy
        // policy's text and the store buttons on every page), and lazy dialogs, the contact code
        // and the plan finder load on their own.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: "site",
              // Not the formatters: each language's pages take their own (format.ts, format.fil.ts).
              test: /[\\/]app[\\/](lib[\\/](?!format)|config[\\/]|site[\\/]|components[\\/](layout|site-link|page-header)[\\/])|[\\/]app[\\/]content[\\/](pages|constants|langs|derived)\.ts/,
              minShareCount: 2,
              tags: ["$initial"],
              priority: 1,
            },
            // Each language's words in two chunks rather than a handful of small ones that each cost a
            // request and a manifest entry: the interface's (every page), and the phrases that the
            // content of most pages shares (not the contact form's).
            ...(["en", "fil"] as const).flatMap((lang) => {
              const suffix = lang === "fil" ? "\\.fil" : "";
              return [
                { name: `ui-${lang}`, modules: "content[\\\\/](ui|page-names)" },
                {
                  name: `basics-${lang}`,
                  modules: "(content[\\\\/](platforms|contact-steps)|lib[\\\\/]format)",
                },
                { name: `phrases-${lang}`, modules: "content[\\\\/](phrasing|points|next-steps|labels)" },
              ].map(({ name, modules }) => ({
                name,
                test: new RegExp(`[\\\\/]app[\\\\/]${modules}${suffix}\\.ts$`),
                minShareCount: 2,
                tags: ["$initial" as const],
                priority: 1,
              }));
            }),
          ],
        },
      },
    },
  },
}));
