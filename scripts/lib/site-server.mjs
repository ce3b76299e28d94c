// Runs `npm start` (scripts/start.mjs: builds the production site if it is missing or stale, then
// serves it) on a free port in a child process, for the audits: it then answers at full speed
// whatever the audit itself is doing.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startSiteServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), BUILD_MODE: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The site server exited (${code}) before it was ready`)));
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("ready at")) resolve(undefined);
    });
  });
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
