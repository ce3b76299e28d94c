import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { defineConfig } from "vitest/config";
import { readEnv } from "./app/config/read-env.ts";

// Kept apart from vite.config.ts: the React Router plugin builds the whole app and is not meant
// to run inside Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The test build's settings (.env.test), as vite.config.ts hands them to the app.
  define: { __BRISK_ENV__: JSON.stringify(readEnv(loadEnv("test", process.cwd(), "VITE_"))) },
  test: {
    environment: "jsdom",
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
