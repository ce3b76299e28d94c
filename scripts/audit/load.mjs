// Load test (issue 5): 10,000 requests at 100 concurrent connections over the nine pages and every
// file they load on arrival, first against `npm start`, then against nginx serving the same folder
// with the shipped configuration (scripts/build/deploy-configs.mjs). Fails on any error or any answer
// other than 2xx; prints requests per second and p99 latency for both.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { nginxConfig } from "../build/deploy-configs.mjs";
import { languagePrefixes } from "../lib/language-prefixes.mjs";
import { buildRoot, builtPages } from "../lib/built-pages.mjs";
import { startSiteServer } from "../lib/site-server.mjs";

const AMOUNT = 10_000;
const CONNECTIONS = 100;
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The nine pages, then every script, stylesheet and image they load on arrival, once each. */
function paths() {
  const pages = builtPages().filter((page) => page.path !== "/404");
  const files = new Set();
  for (const page of pages) {
    for (const file of [...page.scripts, ...page.styles, ...page.images]) files.add(file);
  }
  return [...pages.map((page) => page.path), ...files];
}

/**
 * @param {string} name
 * @param {string} origin
 * @param {string[]} requestPaths
 */
async function hammer(name, origin, requestPaths) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: AMOUNT,
    // As a browser asks: compressed where the server has it.
    headers: { "accept-encoding": "br, gzip" },
    requests: requestPaths.map((path) => ({ method: "GET", path })),
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(12)} ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  return bad === 0 && result.requests.total >= AMOUNT;
}

/** nginx with the shipped server block on a free port, serving build/client. */
async function startNginx() {
  const dir = mkdtempSync(join(tmpdir(), "brisk-nginx-"));
  const port = 18_080 + Math.floor(Math.random() * 1000);
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir};
    proxy_temp_path ${dir};
    fastcgi_temp_path ${dir};
    uwsgi_temp_path ${dir};
    scgi_temp_path ${dir};
${nginxConfig({ prefixes: await languagePrefixes(), root: buildRoot, port })}
}
`,
  );
  const child = spawn(NGINX, ["-c", join(dir, "nginx.conf"), "-p", dir, "-g", "daemon off;"], {
    stdio: "inherit",
  });
  // Ready when it answers.
  for (let i = 0; i < 50; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve(undefined));
        child.kill("SIGQUIT");
      }),
  };
}

let passed = true;
// `npm start` rebuilds for production when the build is from the tests, so the paths (hashed file
// names) are read once it is up.
const site = await startSiteServer();
const requestPaths = paths();
console.log(
  `Load: ${AMOUNT} requests at ${CONNECTIONS} connections over ${requestPaths.length} paths (9 pages and their files)`,
);
try {
  passed = (await hammer("npm start", site.origin, requestPaths)) && passed;
} finally {
  await site.close();
}

const nginx = await startNginx();
try {
  passed = (await hammer("nginx", nginx.origin, requestPaths)) && passed;
} finally {
  await nginx.close();
}

console.log(passed ? "Load test passed" : "Load test FAILED: errors, timeouts or non-2xx answers");
process.exit(passed ? 0 : 1);
