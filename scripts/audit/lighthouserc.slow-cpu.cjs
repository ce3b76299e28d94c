// Lighthouse CI, pass 2 of 2: the mobile profile on a phone ten times slower than Lighthouse's
// default (issue 25: a cheap Android phone), where a page's JavaScript shows. Performance at least
// 95 on every page, medians of three runs; LIGHTHOUSE_RUNS sets the count.
module.exports = {
  ci: {
    extends: "./lighthouserc.base.cjs",
    collect: {
      numberOfRuns: Number(process.env.LIGHTHOUSE_RUNS || 3),
      settings: { onlyCategories: ["performance"], throttling: { cpuSlowdownMultiplier: 10 } },
    },
    assert: {
      // lhci's default is the best run ("optimistic").
      aggregationMethod: "median",
      assertions: { "categories:performance": ["error", { minScore: 0.95 }] },
    },
  },
};
