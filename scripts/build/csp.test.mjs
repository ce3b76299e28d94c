// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { pagePolicy, scriptHash, withPolicyMeta } from "./csp.mjs";

/** @param {string} policy @param {string} name */
const directive = (policy, name) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("scriptHash", () => {
  it("is the base64 SHA-256 of the exact text, quoted as a CSP source", () => {
    const digest = createHash("sha256").update("alert(1)").digest("base64");
    expect(scriptHash("alert(1)")).toBe(`'sha256-${digest}'`);
    expect(scriptHash("alert(1) ")).not.toBe(scriptHash("alert(1)"));
  });
});

describe("pagePolicy", () => {
  const scripts = ["window.a = 1;", "window.b = 2;", "window.a = 1;"];

  it("allows the page's own inline scripts by hash, once each, and never unsafe-inline or eval", () => {
    const scriptSrc = directive(pagePolicy([], scripts), "script-src");
    expect(scriptSrc).toEqual(["'self'", scriptHash("window.a = 1;"), scriptHash("window.b = 2;")]);
    expect(pagePolicy(["recaptcha", "emailjs"], scripts)).not.toMatch(/unsafe-(eval|hashes)|script-src[^;]*unsafe-inline/);
  });

  it("locks down plugins, base URLs and form targets on every page", () => {
    /** @type {import("../../app/content/pages").ThirdParty[][]} */
    const cases = [[], ["recaptcha"], ["recaptcha", "emailjs"]];
    for (const parties of cases) {
      const policy = pagePolicy(parties, scripts);
      expect(directive(policy, "object-src")).toEqual(["'none'"]);
      expect(directive(policy, "base-uri")).toEqual(["'none'"]);
      expect(directive(policy, "form-action")).toEqual(["'self'"]);
      expect(directive(policy, "default-src")).toEqual(["'self'"]);
    }
  });

  it("lets reCAPTCHA and EmailJS in only where the page uses them, each in the directives it needs", () => {
    const contact = pagePolicy(["recaptcha", "emailjs"], scripts);
    expect(directive(contact, "script-src")).toEqual(
      expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]),
    );
    expect(directive(contact, "frame-src")).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(directive(contact, "connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);

    const home = pagePolicy([], scripts);
    expect(home).not.toMatch(/google|gstatic|emailjs/);
    expect(directive(home, "frame-src")).toEqual(["'none'"]);
  });
});

describe("withPolicyMeta", () => {
  it("puts the policy right after the charset, before any script", () => {
    const html = '<html><head><meta charSet="utf-8"/><script>x()</script></head></html>';
    expect(withPolicyMeta(html, "default-src 'self'")).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><script>x()</script></head></html>',
    );
  });

  it("refuses a page without the charset declaration rather than ship it unprotected", () => {
    expect(() => withPolicyMeta("<html><head></head></html>", "default-src 'self'")).toThrow();
  });
});
