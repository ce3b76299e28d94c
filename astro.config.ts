import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { readEnv } from "./app/config/read-env.ts";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  srcDir: "./src",
  outDir: "./dist",
  // Hashed files under /assets/, which the headers cache for a year (server/headers.mjs).
  build: { assets: "assets", format: "directory" },
  integrations: [react()],
  vite: {
    plugins: [
      tailwindcss(),
      {
        // The settings, checked once per build (a bad value stops it) and handed to config/env.ts
        // as a plain object, so the browser runs no checks and carries none of their messages.
        name: "brisk-settings",
        config: (_, { mode }) => ({
          define: { __BRISK_ENV__: JSON.stringify(readEnv(loadEnv(mode, process.cwd(), "VITE_"))) },
        }),
      },
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${path("./src")}/` },
        { find: /^~\//, replacement: `${path("./app")}/` },
      ],
    },
  },
});
