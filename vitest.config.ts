import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { defineConfig } from "vitest/config";
import { readEnv } from "./src/config/read-env.ts";

// Unit and component tests run in Vitest with jsdom, apart from Astro's build.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The test build's settings (.env.test), as astro.config.ts hands them to the site.
  define: { __BRISK_ENV__: JSON.stringify(readEnv(loadEnv("test", process.cwd(), "VITE_"))) },
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
