import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
        // Fewer, larger shared chunks: every page needs React and the router, and most of the app's
        // own shared modules, so splitting them finely only adds requests, manifest entries and
        // compression overhead (about 2 KB gzip on each page's first load). Code that only some
        // pages use, and the lazy dialog and contact code, still splits as before.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: "site",
              test: /[\\/]app[\\/](?!routes[\\/])/,
              minShareCount: 2,
              tags: ["$initial"],
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
