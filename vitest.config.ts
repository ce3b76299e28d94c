import { fileURLToPath } from "node:url";
import { loadEnv, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { envSchema } from "./src/config/env-schema.ts";

/**
 * astro:env's two modules as Astro writes them into the build, for the tests, which run in Vitest
 * apart from Astro: each setting of astro.config.ts's schema in its context, with the test build's
 * values (.env.test), an empty one unset. (Astro's getViteConfig() would refuse astro:env/server to
 * the component tests, which run in jsdom as if in a browser.)
 */
function astroEnvForTests(): Plugin {
  const values = loadEnv("test", process.cwd(), "");
  const moduleOf = (context: "client" | "server") =>
    Object.entries(envSchema)
      .filter(([, field]) => field.context === context)
      .map(([name]) => `export const ${name} = ${JSON.stringify(values[name] || undefined)};`)
      .join("\n");
  return {
    name: "astro-env-for-tests",
    resolveId: (id) => (id === "astro:env/client" || id === "astro:env/server" ? `\0${id}` : undefined),
    load: (id) =>
      id === "\0astro:env/client"
        ? moduleOf("client")
        : id === "\0astro:env/server"
          ? moduleOf("server")
          : undefined,
  };
}

// Unit and component tests run in Vitest with jsdom, apart from Astro's build.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [astroEnvForTests()],
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
    // A component test renders React in jsdom and waits for what the visitor sees, never for a
    // duration; on two cores shared with a build and browsers, the contact form's took 5 to 7 s,
    // past Vitest's 5 s, and failed only for that (issue 53 §5). The wait is bounded, not longer.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    // The test files share their workers' modules instead of starting each in a fresh one: the
    // suite takes half the time (about 31 s to 16 s on two cores), most of it the start-up of a
    // worker and jsdom per file. So a test restores what it changes (a mock, a global, a module's
    // export), as the settings above and the tests' own finally blocks do; files run in a shuffled
    // order pass too (vitest --sequence.shuffle.files).
    isolate: false,
  },
});
