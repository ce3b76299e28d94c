import { spawn } from "node:child_process";
import { once } from "node:events";
import { posterFiles } from "../src/content/pages";
import { expect, test } from "./helpers";

test("the production server logs its address, compresses, caches, sends the poster as a PDF and stops cleanly", async ({
  request,
}) => {
  const port = 4300 + test.info().workerIndex;
  const server = spawn("node", ["server/index.mjs"], { env: { ...process.env, PORT: String(port) } });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 10_000 }).toContain(`http://localhost:${port}`);
  expect(output.trim().split("\n")).toHaveLength(1);

  const page = await request.get(`http://localhost:${port}/plans`, { headers: { "accept-encoding": "br" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(await page.text());
  const asset = await request.get(`http://localhost:${port}${script?.[1] ?? script?.[2]}`, {
    headers: { "accept-encoding": "gzip" },
  });
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // The poster's PDF opens as a PDF (its pages and code are read from the build: e2e/built/).
  const poster = await request.get(`http://localhost:${port}${posterFiles.pdf.en}`);
  expect(poster.status()).toBe(200);
  expect(poster.headers()["content-type"]).toBe("application/pdf");

  server.kill("SIGTERM");
  const [code] = await once(server, "exit");
  expect(code).toBe(0);
});
