import { spawn } from "node:child_process";
import { ENGINES_BASE_URL, ENGINES_PORT } from "./base-url";

/**
 * Serves the test build for the engine journeys, as the Playwright config does for Chromium: the
 * command a visitor runs, which builds first only when the build is missing or stale.
 */
export default async function serveSite(): Promise<() => void> {
  const server = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(ENGINES_PORT), BUILD_MODE: "test" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(ENGINES_BASE_URL).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the site did not answer at ${ENGINES_BASE_URL}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () => server.pid && process.kill(-server.pid, "SIGTERM");
}
