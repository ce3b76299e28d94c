/**
 * The oldest browsers the site supports (docs/browsers.md), in esbuild's terms: Tailwind CSS 4's
 * own floor. The build writes its CSS for them (astro.config.ts), and a check of the built files
 * (e2e/built/) fails when the built JavaScript uses syntax they lack.
 */
export const BROWSER_FLOOR = ["chrome111", "edge111", "firefox128", "safari16.4"];
