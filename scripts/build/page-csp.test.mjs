// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withOwnHashes } from "./page-csp.mjs";

/** @param {string} text */
const hashOf = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** @param {string} policy @param {string} body */
const page = (policy, body) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe("a page's policy", () => {
  it("keeps the hashes of the page's own inline scripts and styles, and no other", () => {
    const own = "console.log(1)";
    const other = "console.log(2)";
    const style = "astro-island{display:contents}";
    const policy = `default-src 'self'; script-src 'self' ${hashOf(own)} ${hashOf(other)}; style-src 'self' ${hashOf(style)} ${hashOf("p{}")};`;
    const html = page(
      policy,
      `<script>${own}</script><script type="module" src="/a.js"></script><script type="application/ld+json">{}</script><style>${style}</style>`,
    );
    const kept = /content="([^"]*)"/.exec(withOwnHashes(html))?.[1];
    expect(kept).toBe(`default-src 'self'; script-src 'self' ${hashOf(own)}; style-src 'self' ${hashOf(style)};`);
  });

  it("leaves a page with no policy as it is", () => {
    const html = "<html><body><script>1</script></body></html>";
    expect(withOwnHashes(html)).toBe(html);
  });
});
