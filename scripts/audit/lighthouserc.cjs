// Lighthouse CI for a visit's first page: Lighthouse's mobile profile with its simulated throttling,
// three runs of each page (LIGHTHOUSE_RUNS sets the count), and the budgets other than speed. The
// Performance targets are lighthouse.mjs's, beside the later page's and the blank page's figures.
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require("../lib/chromium.cjs");

// Every page of the site: not the blank page lighthouse.mjs measures beside them (front.mjs).
const SITE = "^https?://[^/]+/(?!audit-blank/)";
// The contact page in any language: a language's prefix is its code, two or three letters
// (src/content/langs.ts), and no page's path is a code followed by /contact.
const CONTACT = "^https?://[^/]+/([a-z]{2,3}/)?contact/?$";
const NOT_CONTACT = "^https?://[^/]+/(?!([a-z]{2,3}/)?contact/?$|audit-blank/)";

// The best-practices audits that carry weight in Lighthouse 12.6's category score, bar
// errors-in-console (see /contact below). The unweighted ones count on no page.
const BEST_PRACTICES = [
  "is-on-https",
  "redirects-http",
  "geolocation-on-start",
  "notification-on-start",
  "paste-preventing-inputs",
  "image-aspect-ratio",
  "image-size-responsive",
  "viewport",
  "font-size",
  "doctype",
  "charset",
  "deprecations",
  "third-party-cookies",
  "inspector-issues",
];

/** @param {number} minScore */
const score = (minScore) => ["error", { minScore }];
/**
 * Budgets for the pages whose URL matches; lhci's default is the best run ("optimistic"), ours the median.
 * @param {string} matchingUrlPattern
 * @param {Record<string, unknown>} assertions
 */
const pages = (matchingUrlPattern, assertions) => ({
  matchingUrlPattern,
  aggregationMethod: "median",
  assertions,
});

module.exports = {
  ci: {
    collect: {
      chromePath: CHROMIUM_PATH,
      numberOfRuns: Number(process.env.LIGHTHOUSE_RUNS || 3),
      settings: {
        // A string, not an array: lhci appends its own " --headless=new" to it as text.
        chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS].join(" "),
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
    },
    assert: {
      assertMatrix: [
        pages(SITE, {
          "categories:accessibility": score(1),
          "categories:seo": score(1),
          "cumulative-layout-shift": ["error", { maxNumericValue: 0.02 }],
        }),
        pages(NOT_CONTACT, { "categories:best-practices": score(1) }),
        // This machine has no internet, so on /contact the request for Google's reCAPTCHA script
        // fails to resolve (net::ERR_NAME_NOT_RESOLVED) and errors-in-console fails. Every other
        // audit the category score is made of is asserted instead, and that one error allowed.
        pages(CONTACT, {
          ...Object.fromEntries(BEST_PRACTICES.map((id) => [id, score(1)])),
          "errors-in-console": ["error", { maxLength: 1 }],
        }),
      ],
    },
  },
};
