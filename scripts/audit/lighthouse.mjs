// Lighthouse budgets (issue 5) with Lighthouse CI: every page of the production build, in two passes
// whose settings and budgets are lighthouserc.simulated.cjs and lighthouserc.devtools.cjs. Each pass
// keeps its runs' reports in reports/lighthouse/<pass>/.lighthouseci/. Exits 1 when a budget fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { builtPages } from "../lib/built-pages.mjs";
import { startSiteServer } from "../lib/site-server.mjs";

const lhci = createRequire(import.meta.url).resolve("@lhci/cli/src/cli.js");
const PASSES = ["simulated", "devtools"];
const reportsOf = (/** @type {string} */ pass) => `reports/lighthouse/${pass}`;

// Started before the pages are read: it builds the site first when the build is missing or stale.
const server = await startSiteServer();
const paths = builtPages()
  .map((page) => page.path)
  .filter((path) => path !== "/404");
let passed = true;
try {
  for (const pass of PASSES) {
    mkdirSync(reportsOf(pass), { recursive: true });
    const config = `--config=${new URL(`lighthouserc.${pass}.cjs`, import.meta.url).pathname}`;
    // lhci keeps its results in .lighthouseci/ under its working directory, so one each pass.
    const lhciRun = (/** @type {string[]} */ args) =>
      spawnSync(process.execPath, [lhci, ...args, config], { cwd: reportsOf(pass), stdio: "inherit" })
        .status === 0;
    const urls = paths.map((path) => `--url=${new URL(path, server.origin).href}`);
    if (!lhciRun(["collect", ...urls])) throw new Error(`lhci collect (${pass}) failed`);
    passed = lhciRun(["assert"]) && passed;
  }
} finally {
  await server.close();
}

// A summary, TBT included though it is no budget: medians as lhci takes them (of an even count,
// the mean of the middle two).
const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const [simulated, devtools] = PASSES.map((pass) => {
  const dir = `${reportsOf(pass)}/.lighthouseci`;
  return readdirSync(dir)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, "utf8")));
});
for (const path of paths) {
  /** @param {any[] | undefined} lhrs @param {(lhr: any) => number} figure */
  const m = (lhrs, figure) =>
    median((lhrs ?? []).filter((lhr) => new URL(lhr.finalUrl).pathname === path).map(figure));
  const metric = (/** @type {string} */ id) => (/** @type {any} */ lhr) => lhr.audits[id]?.numericValue;
  console.log(
    [
      path.padEnd(10),
      `perf ${Math.round(m(simulated, (lhr) => lhr.categories.performance.score) * 100)}`,
      `LCP ${Math.round(m(simulated, metric("largest-contentful-paint")))} ms simulated`,
      `${Math.round(m(devtools, metric("largest-contentful-paint")))} ms DevTools`,
      `CLS ${m(simulated, metric("cumulative-layout-shift")).toFixed(3)}`,
      `TBT ${Math.round(m(simulated, metric("total-blocking-time")))} ms`,
    ].join("  "),
  );
}
console.log(`Lighthouse ${passed ? "passed" : "FAILED"}; reports in reports/lighthouse/`);
process.exitCode = passed ? 0 : 1;
