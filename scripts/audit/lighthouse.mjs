// Lighthouse budgets (issue 5): every page of the production build, mobile profile, medians of
// several runs, in Debian's Chromium with no network beyond localhost. Each page is measured twice over:
// with Lighthouse's simulated throttling (the scores and most budgets) and with DevTools throttling,
// which slows the real page load and so catches a splash that hides the content (LCP).
// Prints a table and exits 1 when any figure is off its budget.
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPages } from "../lib/built-pages.mjs";
import { startSiteServer } from "../lib/site-server.mjs";

// Five simulated runs rather than three: TBT is the noisiest figure (on this two-core VM a page's
// runs mostly land at 0-60 ms, but one in five or ten lands at 60-130 ms or more while another
// process or the host has the CPU), and the median of five absorbs two such runs where that of
// three absorbs one. The DevTools runs, which only give the second LCP, stay at three.
// LIGHTHOUSE_RUNS sets both.
const SIMULATED_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const DEVTOOLS_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A page whose TBT median comes out over budget gets as many simulated runs again before it fails,
// and its figures are then the medians of all its runs. Part of every run's TBT is not the page's:
// Lantern counts the new renderer's start-up (creating the page's V8 context, 15-45 ms of wall time
// here, which it multiplies by four) whenever it ends after the simulated first paint, so a plain
// two-line HTML page with no CSS or script came out at 75 and 94 ms in two of five runs. A slow spell
// of the machine can therefore put a page's first five runs over budget; a page that is itself over
// budget stays over in ten.
const CONFIRMATION_RUNS = SIMULATED_RUNS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Budgets, by page path; the home page's video and its still give it a little more room.
 */
const BUDGET = {
  performance: (/** @type {string} */ path) => (path === "/" ? 0.9 : 0.95),
  lcpSimulated: (/** @type {string} */ path) => (path === "/" ? 2000 : 1800),
  lcpDevtools: () => 2000,
  tbt: () => 50,
  cls: () => 0.02,
};

/**
 * The middle value; of an even count, the higher of the two middle ones, which errs against the
 * page rather than for it.
 * @param {number[]} values
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * Console errors allowed on a page, by their text. This machine has no internet, so on /contact
 * the request for Google's reCAPTCHA script fails to resolve; the other pages request no other
 * host (e2e/contact.spec.ts checks), so there the pattern would hide nothing but is not given.
 * @param {string} url
 */
const allowedConsoleErrors = (url) =>
  new URL(url).pathname === "/contact" ? ["net::ERR_NAME_NOT_RESOLVED"] : [];

/**
 * One Lighthouse run of a URL in the running Chromium, tried again if the trace comes back broken
 * (Lighthouse's NO_NAVSTART and the like happen now and then on a busy machine).
 * @param {string} url
 * @param {number} port
 * @param {"simulate" | "devtools"} throttlingMethod
 */
async function run(url, port, throttlingMethod, attempt = 1) {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", throttlingMethod },
    {
      extends: "lighthouse:default",
      settings: {
        onlyCategories:
          throttlingMethod === "simulate"
            ? ["performance", "accessibility", "best-practices", "seo"]
            : ["performance"],
      },
      audits: [{ path: "errors-in-console", options: { ignoredPatterns: allowedConsoleErrors(url) } }],
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return run(url, port, throttlingMethod, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const score = (/** @type {string} */ id) => lhr.categories[id]?.score ?? NaN;
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  // A trace Lighthouse could not simulate leaves a metric without a value: no measurement either.
  const unmeasured = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].some(
    (id) => !Number.isFinite(metric(id)),
  );
  if (unmeasured) {
    if (attempt < 3) return run(url, port, throttlingMethod, attempt + 1);
    // A missing figure compares false against every budget, so it would pass unseen.
    throw new Error(`${url}: Lighthouse gave no LCP, TBT or CLS in three attempts`);
  }
  const failing = Object.entries(lhr.audits)
    .filter(([, audit]) => audit.scoreDisplayMode === "binary" && audit.score === 0)
    .map(([id]) => id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    failing,
  };
}

/** @typedef {Awaited<ReturnType<typeof run>>} Run */

/** @param {Run[]} runs */
const tbtMedian = (runs) => median(runs.map((r) => r.tbt));

const server = await startSiteServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    // Without these Chromium keeps calling Google's services, which this machine refuses.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
  ],
});

const rows = [];
let failed = false;
try {
  const targets = builtPages()
    .filter((page) => page.path !== "/404")
    .map((page) => ({
      path: page.path,
      url: new URL(page.path, server.origin).href,
      /** @type {Run[]} */ simulated: [],
      /** @type {Run[]} */ devtools: [],
    }));
  // One run thrown away first: a fresh browser's first page load pays for starting its processes.
  await run(new URL("/", server.origin).href, chrome.port, "simulate");
  /**
   * Simulated runs of the pages given, printing each round's TBTs. Round by round, every page once
   * a round, rather than one page's runs back to back: a spell of a few tens of seconds in which
   * another process has the CPU then slows one run of each of several pages, which their medians
   * absorb, rather than most runs of one page, which its median cannot (how /about's TBT came out
   * at 53 ms, from runs 53, 74, 13, 54 and 45, in one CI run).
   * @param {string} label
   * @param {typeof targets} pages
   * @param {number} rounds
   */
  const simulatedRounds = async (label, pages, rounds) => {
    for (let round = 1; round <= rounds; round += 1) {
      const tbts = [];
      for (const target of pages) {
        const result = await run(target.url, chrome.port, "simulate");
        target.simulated.push(result);
        tbts.push(`${target.path} ${Math.round(result.tbt)}`);
      }
      console.log(`${label} round ${round} of ${rounds}, TBT in ms: ${tbts.join(", ")}`);
    }
  };
  await simulatedRounds("Simulated", targets, SIMULATED_RUNS);
  const suspects = targets.filter((target) => tbtMedian(target.simulated) > BUDGET.tbt());
  if (suspects.length > 0) {
    console.log(
      `TBT median over ${BUDGET.tbt()} ms on ${suspects.map((t) => t.path).join(", ")}: ${CONFIRMATION_RUNS} more simulated runs each`,
    );
    await simulatedRounds("Confirmation", suspects, CONFIRMATION_RUNS);
  }
  for (let round = 1; round <= DEVTOOLS_RUNS; round += 1) {
    for (const target of targets) target.devtools.push(await run(target.url, chrome.port, "devtools"));
    console.log(`DevTools round ${round} of ${DEVTOOLS_RUNS} done`);
  }
  for (const { path, simulated, devtools } of targets) {
    const m = (/** @type {Run[]} */ runs, /** @type {Exclude<keyof Run, "failing">} */ key) =>
      median(runs.map((r) => r[key]));
    const row = {
      path,
      performance: m(simulated, "performance"),
      accessibility: m(simulated, "accessibility"),
      bestPractices: m(simulated, "bestPractices"),
      seo: m(simulated, "seo"),
      lcpSimulated: m(simulated, "lcp"),
      lcpDevtools: m(devtools, "lcp"),
      tbt: tbtMedian(simulated),
      tbtRuns: simulated.map((r) => Math.round(r.tbt)),
      cls: m(simulated, "cls"),
    };
    const problems = [];
    if (row.performance < BUDGET.performance(path)) problems.push("performance");
    for (const key of /** @type {const} */ (["accessibility", "bestPractices", "seo"])) {
      if (row[key] < 1) problems.push(key);
    }
    if (row.lcpSimulated > BUDGET.lcpSimulated(path)) problems.push("LCP (simulated)");
    if (row.lcpDevtools > BUDGET.lcpDevtools()) problems.push("LCP (DevTools throttling)");
    if (row.tbt > BUDGET.tbt()) problems.push("TBT");
    if (row.cls > BUDGET.cls()) problems.push("CLS");
    const failingAudits = [...new Set(simulated.flatMap((r) => r.failing))];
    rows.push({ ...row, problems, failingAudits });
    if (problems.length > 0) failed = true;
    console.log(
      [
        path.padEnd(10),
        `perf ${Math.round(row.performance * 100)}`,
        `a11y ${Math.round(row.accessibility * 100)}`,
        `bp ${Math.round(row.bestPractices * 100)}`,
        `seo ${Math.round(row.seo * 100)}`,
        `LCP ${Math.round(row.lcpSimulated)} ms sim / ${Math.round(row.lcpDevtools)} ms devtools`,
        `TBT ${Math.round(row.tbt)} ms (${row.tbtRuns.join(", ")})`,
        `CLS ${row.cls.toFixed(3)}`,
        problems.length
          ? `OVER: ${problems.join(", ")} (failing audits: ${failingAudits.join(", ") || "none"})`
          : "ok",
      ].join("  "),
    );
  }
} finally {
  await chrome.kill();
  await server.close();
}

await mkdir("reports", { recursive: true });
await writeFile(
  "reports/lighthouse.json",
  `${JSON.stringify({ runs: { simulated: SIMULATED_RUNS, confirmation: CONFIRMATION_RUNS, devtools: DEVTOOLS_RUNS }, pages: rows }, null, 2)}\n`,
);
console.log(
  `Lighthouse ${failed ? "FAILED" : "passed"}: budgets perf >= 95 (home >= 90), a11y/bp/seo 100, LCP <= 1.8 s simulated (home <= 2.0 s) and <= 2.0 s with DevTools throttling, TBT <= 50 ms, CLS <= 0.02; medians of ${SIMULATED_RUNS} simulated (${SIMULATED_RUNS + CONFIRMATION_RUNS} where TBT was confirmed) and ${DEVTOOLS_RUNS} DevTools runs. Details: reports/lighthouse.json`,
);
process.exit(failed ? 1 : 0);
