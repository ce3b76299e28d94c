// Lighthouse (issues 25 and 32), Lighthouse's mobile profile on every page of the production build:
//  - a visit's first page, with the 2-second splash: Lighthouse CI, three runs, the budgets in
//    lighthouserc.cjs; its runs in reports/lighthouse/first-visit/.lighthouseci/;
//  - a later page of the visit, without it: a Lighthouse user flow in one tab, home first, then the
//    page with the tab's storage (and so the splash's flag) kept; reports/lighthouse/later-page/;
//  - a blank page, measured both ways in the same run from the same origin (front.mjs), beside them.
// Prints a table of the three with the targets met or missed, and exits 1 when a target or budget fails.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { builtPages } from "../lib/built-pages.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.cjs";
import { startSiteServer } from "../lib/site-server.mjs";
import { BLANK_PATH, startFront } from "./front.mjs";

// The owner's targets (issue 32): the splash costs a first page its Speed Index, and nothing else.
const FIRST_PAGE_MIN = 98;
const LATER_PAGE_MIN = 100;
const LATER_PAGE_MAX_TBT_MS = 50;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const FIRST_VISIT = "reports/lighthouse/first-visit";
const LATER_PAGE = "reports/lighthouse/later-page";

// Lighthouse and the Puppeteer it drives, as Lighthouse CI installs them (one Lighthouse for both).
const require = createRequire(import.meta.url);
const lhci = require.resolve("@lhci/cli/src/cli.js");
const lighthousePath = createRequire(lhci).resolve("lighthouse");
const { startFlow, generateReport } = await import(pathToFileURL(lighthousePath).href);
const { default: puppeteer } = await import(
  pathToFileURL(createRequire(lighthousePath).resolve("puppeteer-core")).href
);

// Started before the pages are read: it builds the site first when the build is missing or stale.
// AUDIT_ORIGIN audits a site served by someone else instead, e.g. an older tree's `npm start`, to
// compare the two on the same machine (docs/performance.md).
const site = process.env.AUDIT_ORIGIN
  ? { origin: process.env.AUDIT_ORIGIN, close: async () => {} }
  : await startSiteServer();
const front = await startFront(site.origin);
// LIGHTHOUSE_PAGES=/,/plans narrows a run to some pages, e.g. to compare two trees quickly.
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
const pagePaths = builtPages()
  .map((page) => page.path)
  .filter((path) => !path.endsWith("/404"))
  .filter((path) => !only || only.includes(path));
const paths = [BLANK_PATH, ...pagePaths];
const urlOf = (/** @type {string} */ path) => new URL(path, front.origin).href;

/** Lighthouse CI's runs of every path as a first visit; true when its budgets pass. */
async function firstVisits() {
  mkdirSync(FIRST_VISIT, { recursive: true });
  const config = `--config=${new URL("lighthouserc.cjs", import.meta.url).pathname}`;
  // lhci keeps its results in .lighthouseci/ under its working directory.
  const lhciRun = (/** @type {string[]} */ args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [lhci, ...args, config], { cwd: FIRST_VISIT, stdio: "inherit" });
      child.once("exit", (code) => resolve(code === 0));
    });
  if (!(await lhciRun(["collect", ...paths.map((path) => `--url=${urlOf(path)}`)]))) {
    // lhci then shows only Chrome's error page ("interstitial"), whatever the cause.
    const down = !(await fetch(site.origin).catch(() => null));
    throw new Error(`lhci collect failed${down ? ": the site server stopped answering" : ""}`);
  }
  return lhciRun(["assert"]);
}

/**
 * One run of a later page: a fresh browser, one tab, home (a first visit, which sets the splash's
 * flag in sessionStorage), then the page. A flow keeps storage from its second navigation on.
 * @param {string} path
 * @param {number} run
 * @returns {Promise<any>} the page's LHR
 */
async function laterPage(path, run) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { flags: { onlyCategories: ["performance"] } });
    await flow.navigate(urlOf("/"));
    await flow.navigate(urlOf(path));
    const splash = await page.evaluate(() => document.documentElement.dataset.splash);
    if (path !== BLANK_PATH && splash !== "seen")
      throw new Error(`${path} showed the splash as a later page`);
    const result = await flow.createFlowResult();
    const name = path.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "home";
    writeFileSync(`${LATER_PAGE}/${name}-${run}.html`, generateReport(result));
    return result.steps[1].lhr;
  } finally {
    await browser.close();
  }
}

let budgetsPassed = false;
/** @type {Map<string, any[]>} */
const laterRuns = new Map();
try {
  budgetsPassed = await firstVisits();
  rmSync(LATER_PAGE, { recursive: true, force: true });
  mkdirSync(LATER_PAGE, { recursive: true });
  for (const path of paths) {
    const lhrs = [];
    for (let run = 1; run <= RUNS; run += 1) lhrs.push(await laterPage(path, run));
    laterRuns.set(path, lhrs);
  }
} finally {
  await front.close();
  await site.close();
}

// Medians as lhci takes them (of an even count, the mean of the middle two).
const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const firstRuns = readdirSync(`${FIRST_VISIT}/.lighthouseci`)
  .filter((file) => /^lhr-\d+\.json$/.test(file))
  .map((file) => JSON.parse(readFileSync(`${FIRST_VISIT}/.lighthouseci/${file}`, "utf8")));
/** @param {any[]} lhrs @param {string} id @returns {number[]} */
const values = (lhrs, id) => lhrs.map((lhr) => Math.round(lhr.audits[id]?.numericValue ?? NaN));
/** @param {any[]} lhrs */
const performance = (lhrs) =>
  median(lhrs.map((lhr) => Math.round((lhr.categories.performance.score ?? NaN) * 100)));
const mark = (/** @type {boolean} */ met) => (met ? "met" : "**missed**");

// A Markdown table, as docs/performance.md keeps it: medians, and TBT's runs. The blank page comes
// first: where it misses a target too, the machine does, whatever a page does. Lighthouse's own CPU
// benchmark of the machine during a page's runs (median of both kinds) shows how busy it was.
console.log(
  `| page | first visit: Perf | Speed Index ms | Perf ≥ ${FIRST_PAGE_MIN} | later page: Perf | TBT ms (runs) | Perf ${LATER_PAGE_MIN}, TBT ≤ ${LATER_PAGE_MAX_TBT_MS} | CPU benchmark |`,
);
console.log("| --- | ---: | ---: | --- | ---: | ---: | --- | ---: |");
/** @type {Map<string, boolean>} */
const metBy = new Map();
for (const path of paths) {
  const first = firstRuns.filter((lhr) => new URL(lhr.finalUrl).pathname === path);
  const later = laterRuns.get(path) ?? [];
  const tbt = values(later, "total-blocking-time");
  const firstMet = performance(first) >= FIRST_PAGE_MIN;
  const laterMet = performance(later) >= LATER_PAGE_MIN && median(tbt) <= LATER_PAGE_MAX_TBT_MS;
  metBy.set(path, firstMet && laterMet);
  const cells = [
    path === BLANK_PATH ? "a blank page (floor)" : path,
    performance(first),
    median(values(first, "speed-index")),
    mark(firstMet),
    performance(later),
    `${median(tbt)} (${tbt.join(", ")})`,
    mark(laterMet),
    Math.round(median([...first, ...later].map((lhr) => lhr.environment.benchmarkIndex))),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}
const missed = pagePaths.filter((path) => !metBy.get(path));
console.log(
  `${missed.length} of ${pagePaths.length} pages missed a target${missed.length && !metBy.get(BLANK_PATH) ? ", and so did the blank page" : ""}; ` +
    `Lighthouse CI's budgets ${budgetsPassed ? "passed" : "FAILED"}. Reports in reports/lighthouse/`,
);
process.exitCode = budgetsPassed && missed.length === 0 ? 0 : 1;
