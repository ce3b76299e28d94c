// @vitest-environment node
import { createServer } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { securityHeaders } from "../../server/headers.mjs";
import { BLANK_PATH, startFront } from "./front.mjs";

// A stand-in for the site: answers 418 with what it was asked.
const site = createServer((req, res) => {
  res.writeHead(418, { "Content-Type": "text/plain", "X-Site": "yes" });
  res.end(`${req.method} ${req.url} host=${req.headers.host}`);
});
let siteHost = "";
/** @type {Awaited<ReturnType<typeof startFront>>} */
let front;

beforeAll(async () => {
  await new Promise((resolve) => site.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = site.address();
  if (!address || typeof address === "string") throw new Error("no port");
  siteHost = `127.0.0.1:${address.port}`;
  front = await startFront(`http://${siteHost}`);
});

afterAll(async () => {
  await front.close();
  await new Promise((resolve) => site.close(() => resolve(undefined)));
});

it("answers the blank page itself, with the site's headers", async () => {
  const answer = await fetch(new URL(BLANK_PATH, front.origin));
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-security-policy")).toBe(securityHeaders["Content-Security-Policy"]);
  expect(answer.headers.get("cache-control")).toBe("no-cache");
  const html = await answer.text();
  expect(html).toContain("<h1>");
  expect(html).not.toMatch(/<script|<style|<link/);
});

it("passes every other request to the site as it came, and the site's answer back", async () => {
  const answer = await fetch(new URL("/plans?card=x", front.origin));
  expect(answer.status).toBe(418);
  expect(answer.headers.get("x-site")).toBe("yes");
  expect(await answer.text()).toBe(`GET /plans?card=x host=${siteHost}`);
});
