// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./server.mjs";

/** @type {import("node:http").Server} */
let server;
let origin = "";

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "brisk-site-"));
  mkdirSync(join(dir, "features"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(dir, "features/index.html"), "<h1>Features</h1>");
  writeFileSync(join(dir, "features/index.html.gz"), gzipSync("<h1>Features</h1>"));
  writeFileSync(join(dir, "features/index.html.br"), brotliCompressSync("<h1>Features</h1>"));
  writeFileSync(join(dir, "poster.pdf"), "%PDF-1.7");
  writeFileSync(join(dir, "assets/app-abc123.js"), "console.log(1)");
  writeFileSync(join(dir, "404.html"), "<h1>Not found</h1>");
  mkdirSync(join(dir, "fil"), { recursive: true });
  writeFileSync(join(dir, "fil/index.html"), "<h1>Home sa Filipino</h1>");
  writeFileSync(join(dir, "fil/404.html"), "<h1>Hindi makita</h1>");
  writeFileSync(join(dir, "fil/404.html.gz"), gzipSync("<h1>Hindi makita</h1>"));
  // A third language, as the build would write it: the server finds its not-found page by itself.
  mkdirSync(join(dir, "ceb"), { recursive: true });
  writeFileSync(join(dir, "ceb/404.html"), "<h1>Wala makita</h1>");
  mkdirSync(join(dir, "admin"));
  writeFileSync(join(dir, "admin/index.html"), "<title>Brisk words editor</title>");
  server = createSiteServer(dir);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("createSiteServer", () => {
  it("serves pages by path with no long caching and the security headers", async () => {
    const response = await fetch(`${origin}/features`, { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>Features</h1>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("sends the editor its own opener and content policies, and the site's other headers", async () => {
    const editor = await fetch(`${origin}/admin/`);
    expect(editor.status).toBe(200);
    expect(editor.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect(editor.headers.get("content-security-policy")).toContain("style-src 'self' 'unsafe-inline'");
    expect(editor.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(editor.headers.get("x-frame-options")).toBe("DENY");
    const page = await fetch(`${origin}/features`);
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(page.headers.get("content-security-policy")).not.toContain("unsafe-inline");
    expect(page.headers.get("x-robots-tag")).toBeNull();
  });

  it("sends the precompressed file the browser accepts, Brotli first", async () => {
    for (const { accepted, encoding } of [
      { accepted: "gzip", encoding: "gzip" },
      { accepted: "gzip, deflate, br", encoding: "br" },
    ]) {
      const response = await fetch(`${origin}/features`, { headers: { "accept-encoding": accepted } });
      expect(response.headers.get("content-encoding"), accepted).toBe(encoding);
      expect(response.headers.get("vary"), accepted).toBe("Accept-Encoding");
      expect(await response.text(), accepted).toBe("<h1>Features</h1>");
    }
  });

  it("sends a PDF as a PDF, as the poster's (its pages: e2e/built/poster-pdf.test.ts)", async () => {
    const response = await fetch(`${origin}/poster.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
  });

  it("lets browsers keep hashed assets for a year", async () => {
    const response = await fetch(`${origin}/assets/app-abc123.js`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers unknown paths, even revalidated ones, with the not-found page and status 404", async () => {
    for (const path of ["/nope", "/features/nope", "/404", "/404.html"]) {
      const response = await fetch(`${origin}${path}`, {
        headers: { "if-none-match": "x", range: "bytes=0-1" },
      });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("<h1>Not found</h1>");
    }
  });

  it("sends the not-found page as an HTML page, revalidated and with the security headers, under /assets/ too", async () => {
    for (const path of ["/nope", "/assets/gone-abc123.js", "/fil/nope"]) {
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toBe("text/html;charset=utf-8");
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("content-encoding"), path).toBeNull();
    }
  });

  it("sends the not-found page's precompressed twin when the browser accepts it, and no body to HEAD", async () => {
    const response = await fetch(`${origin}/fil/nope`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe("<h1>Hindi makita</h1>");
    const head = await fetch(`${origin}/nope`, { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(head.headers.get("content-length")).toBe(String("<h1>Not found</h1>".length));
    expect(await head.text()).toBe("");
  });

  it("answers unknown paths under /fil/ with the Filipino not-found page and status 404", async () => {
    for (const path of ["/fil/nope", "/fil/features/nope", "/fil/404", "/fil/404.html"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("<h1>Hindi makita</h1>");
    }
    expect((await fetch(`${origin}/fil`)).status).toBe(200);
    expect((await fetch(`${origin}/filipino`)).status).toBe(404);
    expect(await (await fetch(`${origin}/filipino`)).text()).toBe("<h1>Not found</h1>");
  });

  it("answers each language's unknown paths with that language's not-found page, for any language the build has", async () => {
    for (const path of ["/ceb/nope", "/ceb/404.html"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("<h1>Wala makita</h1>");
    }
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await fetch(`${origin}/`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
