import { spawn } from "node:child_process";
import { once } from "node:events";
import { expect, test, vi } from "vitest";

// `npm start`'s server on the build, as a visitor's machine runs it: what the entry point adds to
// server/server.mjs (its address, a clean stop) and the build's precompressed twins, served. Its
// headers, caching and not-found answers: server/server.test.mjs.

test("node server/index.mjs logs its one address, sends the build's pages and assets precompressed, and stops cleanly", async () => {
  // PORT=0: a port the system says is free, which the server logs.
  const server = spawn("node", ["server/index.mjs"], { env: { ...process.env, PORT: "0" } });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await vi.waitUntil(() => output.includes("\n"), { timeout: 10_000 });
    const origin = /^Brisk website ready at (http:\/\/localhost:[1-9]\d*)\n$/.exec(output)?.[1];
    expect(origin, output).toBeDefined();

    const page = await fetch(`${origin}/plans`, { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    const script = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    const asset = await fetch(`${origin}${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(asset.status, script).toBe(200);
    expect(asset.headers.get("content-encoding"), script).toBe("gzip");
  } finally {
    server.kill("SIGTERM");
  }
  const [code] = await once(server, "exit");
  expect(code).toBe(0);
  expect(output).toMatch(/\nSIGTERM received, closing the server\n$/);
});
