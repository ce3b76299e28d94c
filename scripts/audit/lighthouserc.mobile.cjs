// Lighthouse CI, pass 1 of 2: the mobile profile with Lighthouse's simulated throttling (issue 25:
// Performance 100 and Total Blocking Time at most 50 ms on every page). Medians of three runs;
// LIGHTHOUSE_RUNS sets the count.
const CONTACT = "^https?://[^/]+/(fil/)?contact/?$";
const NOT_CONTACT = "^https?://[^/]+/(?!(fil/)?contact/?$)";

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
/** @param {number} maxNumericValue */
const max = (maxNumericValue) => ["error", { maxNumericValue }];
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
    extends: "./lighthouserc.base.cjs",
    collect: {
      numberOfRuns: Number(process.env.LIGHTHOUSE_RUNS || 3),
      settings: { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
    },
    assert: {
      assertMatrix: [
        pages(".*", {
          "categories:performance": score(1),
          "categories:accessibility": score(1),
          "categories:seo": score(1),
          "cumulative-layout-shift": max(0.02),
          "total-blocking-time": max(50),
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
