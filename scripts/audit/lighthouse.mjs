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
    if (!lhciRun(["collect", ...urls])) {
      // lhci then shows only Chrome's error page ("interstitial"), whatever the cause.
      const down = !(await fetch(server.origin).catch(() => null));
      throw new Error(`lhci collect (${pass}) failed${down ? ": the site server stopped answering" : ""}`);
    }
    passed = lhciRun(["assert"]) && passed;
  }
} finally {
  await server.close();
}

// A summary: medians as lhci takes them (of an even count, the mean of the middle two), and TBT's
// runs, as it is no budget but still worth watching.
const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
/** @param {string} pass @returns {(path: string) => any[]} The pass's LHRs of a page. */
const runsOf = (pass) => {
  const dir = `${reportsOf(pass)}/.lighthouseci`;
  const lhrs = readdirSync(dir)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, "utf8")));
  return (path) => lhrs.filter((lhr) => new URL(lhr.finalUrl).pathname === path);
};
const [simulated, devtools] = [runsOf("simulated"), runsOf("devtools")];
/** @param {any[]} lhrs @param {string} id @returns {number[]} */
const values = (lhrs, id) => lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN);
for (const path of paths) {
  const [sim, dev] = [simulated(path), devtools(path)];
  const lcp = (/** @type {any[]} */ lhrs) => Math.round(median(values(lhrs, "largest-contentful-paint")));
  const tbt = values(sim, "total-blocking-time").map(Math.round);
  console.log(
    [
      path.padEnd(10),
      `perf ${median(sim.map((lhr) => (lhr.categories.performance.score ?? NaN) * 100))}`,
      `LCP ${lcp(sim)} ms simulated, ${lcp(dev)} ms DevTools`,
      `CLS ${median(values(sim, "cumulative-layout-shift")).toFixed(3)}`,
      `TBT ${Math.round(median(tbt))} ms (${tbt.join(", ")})`,
    ].join("  "),
  );
}
console.log(`Lighthouse ${passed ? "passed" : "FAILED"}; reports in reports/lighthouse/`);
process.exitCode = passed ? 0 : 1;
