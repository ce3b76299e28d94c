// @vitest-environment node
import { describe, expect, it } from "vitest";
import { langInfo, langs } from "../../src/content/langs.ts";
import { netlifyHeaders, netlifyRedirects, nginxConfig } from "./deploy-configs.mjs";

/** Each language's prefix but the default's, from the one list. */
const prefixes = langs.map((lang) => langInfo[lang].prefix).filter(Boolean);
import {
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  editorHeaders,
  securityHeaders,
} from "../../server/headers.mjs";

/**
 * The header rules of a _headers file: path pattern to headers.
 * @param {string} text
 */
function parseHeadersFile(text) {
  /** @type {Record<string, Record<string, string>>} */
  const rules = {};
  let current = "";
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      current = line.trim();
      rules[current] = {};
    } else {
      const [name = "", ...value] = line.trim().split(": ");
      (rules[current] ??= {})[name] = value.join(": ");
    }
  }
  return rules;
}

/**
 * The add_header lines of one nginx location block.
 * @param {string} text
 * @param {string} location
 */
function nginxLocationHeaders(text, location) {
  const start = text.indexOf(`location ${location} {`);
  const block = text.slice(start, text.indexOf("}", start));
  return Object.fromEntries(
    [...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]),
  );
}

describe("deploy configurations", () => {
  it("give Netlify and Cloudflare Pages the server's security headers and asset caching", () => {
    const rules = parseHeadersFile(netlifyHeaders());
    expect(rules["/*"]).toEqual(securityHeaders);
    expect(rules["/assets/*"]).toEqual({ "Cache-Control": IMMUTABLE_CACHE });
    expect(rules["/admin/*"]).toEqual(editorHeaders);
  });

  it("give nginx the same headers and caching as the server", () => {
    const config = nginxConfig({ prefixes });
    expect(nginxLocationHeaders(config, "/")).toEqual({
      ...securityHeaders,
      "Cache-Control": REVALIDATE_CACHE,
    });
    expect(nginxLocationHeaders(config, "/assets/")).toEqual({
      ...securityHeaders,
      "Cache-Control": IMMUTABLE_CACHE,
    });
    expect(nginxLocationHeaders(config, "/admin/")).toEqual({
      ...securityHeaders,
      ...editorHeaders,
      "Cache-Control": REVALIDATE_CACHE,
    });
    expect(config).toContain("location = /admin {\n        return 301 /admin/;\n    }");
  });


  it("give each language's paths its own not-found page, for every language of the list", () => {
    const config = nginxConfig({ prefixes });
    for (const prefix of prefixes)
      expect(config).toContain(`location ${prefix}/ {\n        error_page 404 ${prefix}/404.html;`);
    expect(config).toContain(`location ~ ^(${prefixes.join("|")})?/404\\.html$ {`);
  });

  it("give Netlify each language's not-found page for its paths, one rule a language of the list", () => {
    expect(netlifyRedirects(prefixes)).toBe(
      prefixes.map((prefix) => `${prefix}/*  ${prefix}/404.html  404\n`).join(""),
    );
    expect(netlifyRedirects(prefixes).split("\n").filter(Boolean)).toHaveLength(langs.length - 1);
  });
});
