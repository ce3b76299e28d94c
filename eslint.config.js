import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The site's layers point one way (docs/architecture.md):
 * lib -> config -> content -> site -> components -> (i18n, scripts) -> layouts and pages. Each
 * entry says what a layer may not import; parent-relative imports are out everywhere in src/, so
 * every import across folders goes through `~/` and these patterns see it. Tests stand outside the
 * layers: a test of content/ may read the words through i18n/, as the pages do.
 */
const layers = [
  {
    files: ["src/lib/**"],
    forbid: ["~/config/*", "~/content/*", "~/site/*", "~/components/*", "~/i18n/*", "~/scripts/*"],
    message: "lib/ holds pure helpers: it imports nothing of the site.",
  },
  {
    files: ["src/config/**"],
    forbid: ["~/content/*", "~/site/*", "~/components/*", "~/i18n/*", "~/scripts/*"],
    message: "config/ reads settings: it imports only lib/.",
  },
  {
    files: ["src/content/**"],
    forbid: ["~/config/*", "~/site/*", "~/components/*", "~/i18n/*", "~/scripts/*"],
    message: "content/ is facts and words: it imports only constants, its own modules and lib/ helpers.",
  },
  {
    files: ["src/site/**"],
    forbid: ["~/components/*", "~/i18n/*", "~/scripts/*"],
    message: "site/ derives links, navigation and meta from the registry: no components or scripts.",
  },
  {
    files: ["src/components/ui/**"],
    forbid: [
      "~/config/*",
      "~/content/*",
      "~/site/*",
      "~/components/*",
      "!~/components/ui/*",
      "~/i18n/*",
      "~/scripts/*",
    ],
    message: "components/ui knows nothing of the site: it imports only lib/ and other ui primitives.",
  },
  {
    files: ["src/scripts/**"],
    forbid: ["~/i18n/*"],
    message: "scripts/ run in the browser on the built HTML: no build-time words of every language.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*"], message: "Import across folders through ~/ so the layer rules see it." },
          ],
        },
      ],
    },
  },
  ...layers.map(({ files, forbid, message }) => ({
    files,
    ignores: ["**/*.test.*"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*"], message: "Import across folders through ~/ so the layer rules see it." },
            { group: forbid, message },
          ],
        },
      ],
    },
  })),
  // CommonJS configs (Lighthouse CI reads .cjs) load their shared parts with require().
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // The production server runs alone: it serves the build and reads nothing of the app or the build scripts.
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../*"], message: "server/ is self-contained: see docs/architecture.md." }] },
      ],
    },
  },
  // Components get their words through props: from content/ they import types only. An island's
  // words that take values known only in the browser come as templates (lib/message-template.ts).
  {
    files: ["src/components/**"],
    ignores: ["src/components/ui/**", "src/components/**/*.test.*"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*"], message: "Import across folders through ~/ so the layer rules see it." },
            {
              group: ["~/i18n/*", "~/scripts/*"],
              message: "Components get their language through props and the page's context.",
            },
            {
              group: ["~/content/*"],
              allowTypeImports: true,
              message: "Components get their words through props; import only types from content/.",
            },
          ],
        },
      ],
    },
  },
);
