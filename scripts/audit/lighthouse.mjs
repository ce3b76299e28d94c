// Lighthouse budgets (issues 5 and 25) with Lighthouse CI: every page of the production build, in two
// passes whose settings and budgets are lighthouserc.mobile.cjs and lighthouserc.slow-cpu.cjs. Each pass
// keeps its runs' reports in reports/lighthouse/<pass>/.lighthouseci/. Exits 1 when a budget fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { builtPages } from "../lib/built-pages.mjs";
import { startSiteServer } from "../lib/site-server.mjs";

const lhci = createRequire(import.meta.url).resolve("@lhci/cli/src/cli.js");
const PASSES = ["mobile", "slow-cpu"];
const reportsOf = (/** @type {string} */ pass) => `reports/lighthouse/${pass}`;

// Started before the pages are read: it builds the site first when the build is missing or stale.
// AUDIT_ORIGIN audits a site served by someone else instead, e.g. an older tree's `npm start`, to
// compare the two on the same machine (docs/performance.md).
const server = process.env.AUDIT_ORIGIN
  ? { origin: process.env.AUDIT_ORIGIN, close: async () => {} }
  : await startSiteServer();
// LIGHTHOUSE_PAGES=/,/plans narrows a run to some pages, e.g. to compare two trees quickly.
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
const paths = builtPages()
  .map((page) => page.path)
  .filter((path) => !path.endsWith("/404"))
  .filter((path) => !only || only.includes(path));
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
const [mobile, slowCpu] = [runsOf("mobile"), runsOf("slow-cpu")];
/** @param {any[]} lhrs @param {string} id @returns {number[]} */
const values = (lhrs, id) => lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN);
/** @param {any[]} lhrs */
const performance = (lhrs) =>
  median(lhrs.map((lhr) => Math.round((lhr.categories.performance.score ?? NaN) * 100)));
// A Markdown table, as docs/performance.md keeps it: medians, and TBT's runs. Speed Index shows
// what the splash costs: it hides the page for its 2 s on a visit's first page, which every
// Lighthouse run is (docs/performance.md).
console.log(
  "| page | Performance | TBT (ms) | LCP (ms) | Speed Index (ms) | CLS | Performance, 10× CPU | TBT, 10× CPU (ms) |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const path of paths) {
  const [fast, slow] = [mobile(path), slowCpu(path)];
  const tbt = (/** @type {any[]} */ lhrs) => Math.round(median(values(lhrs, "total-blocking-time")));
  const cells = [
    path,
    performance(fast),
    `${tbt(fast)} (${values(fast, "total-blocking-time").map(Math.round).join(", ")})`,
    Math.round(median(values(fast, "largest-contentful-paint"))),
    Math.round(median(values(fast, "speed-index"))),
    median(values(fast, "cumulative-layout-shift")).toFixed(3),
    performance(slow),
    tbt(slow),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}
console.log(`Lighthouse ${passed ? "passed" : "FAILED"}; reports in reports/lighthouse/`);
process.exitCode = passed ? 0 : 1;
