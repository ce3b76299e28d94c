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
