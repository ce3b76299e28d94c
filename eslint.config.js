import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The app's layers point one way (docs/architecture.md):
 * lib -> config -> content -> site -> components -> routes. Each entry says what a layer may not
 * import; parent-relative imports are out everywhere in app/, so every import across folders goes
 * through `~/` and these patterns see it.
 */
const layers = [
  {
    files: ["app/lib/**"],
    forbid: ["~/config/*", "~/content/*", "~/site/*", "~/components/*", "~/routes/*"],
    message: "lib/ holds pure helpers: it imports nothing of the site.",
  },
  {
    files: ["app/config/**"],
    forbid: ["~/content/*", "~/site/*", "~/components/*", "~/routes/*"],
    message: "config/ reads settings: it imports only lib/.",
  },
  {
    files: ["app/content/**"],
    forbid: ["~/config/*", "~/site/*", "~/components/*", "~/routes/*"],
    message: "content/ is facts and words: it imports only constants, its own modules and lib/ formatters.",
  },
  {
    files: ["app/site/**"],
    forbid: ["~/components/*", "~/routes/*"],
    message: "site/ derives links, navigation and meta from the registry: no components or routes.",
  },
  {
    files: ["app/components/ui/**"],
    forbid: ["~/config/*", "~/content/*", "~/site/*", "~/components/*", "!~/components/ui/*", "~/routes/*"],
    message: "components/ui knows nothing of the site: it imports only lib/ and other ui primitives.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      ".astro/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**", "src/**"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**"],
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
  ...layers.map(({ files, ignores, forbid, message }) => ({
    files,
    ...(ignores ? { ignores } : {}),
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
  // A Filipino twin imports words only from other twins: an English content module's phrases run when
  // it loads, so importing one would ship English on a Filipino page. Shared values without words
  // are in derived.ts (and the plan finder's rule in plan-finder-rule.ts); English modules may still
  // be imported for their types.
  {
    files: ["app/content/**/*.fil.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*"], message: "Import across folders through ~/ so the layer rules see it." },
            {
              group: layers.find((layer) => layer.files[0] === "app/content/**")?.forbid ?? [],
              message: "content/ is facts and words.",
            },
            {
              group: [
                "./*",
                "~/content/*",
                "~/lib/format",
                "!./*.fil",
                "!~/content/**/*.fil",
                "!./constants",
                "!./derived",
                "!./types",
                "!./langs",
                "!./pages",
                "!./plan-finder-rule",
                "!~/content/constants",
                "!~/content/derived",
                "!~/content/types",
                "!~/content/langs",
                "!~/content/pages",
                "!~/content/plan-finder-rule",
              ],
              allowTypeImports: true,
              message:
                "A Filipino twin takes its words from other .fil modules and shared values from derived.ts; import English modules for their types only.",
            },
          ],
        },
      ],
    },
  },
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
  // Components get their words through props: from content/ they import types only.
  {
    files: ["app/components/**"],
    ignores: ["app/components/ui/**", "app/components/**/*.test.*"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*"], message: "Import across folders through ~/ so the layer rules see it." },
            { group: ["~/routes/*"], message: "Components do not import routes." },
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
