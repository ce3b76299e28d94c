// Each page's script policy, written by the build into the page itself as a <meta> CSP, because
// it holds SHA-256 hashes of that page's own inline scripts (the router's hydration data and
// module imports), which only the build knows. The header-borne part of the policy (frame-ancestors,
// which a <meta> cannot carry) stays in headers.mjs with the other headers.
import { createHash } from "node:crypto";

/**
 * What each third party needs, by directive (Google's and EmailJS's documented hosts). Which pages
 * use which is said in the page registry (app/content/pages.ts).
 * @type {Record<import("../../app/content/pages").ThirdParty, Record<string, string[]>>}
 */
const THIRD_PARTY_SOURCES = {
  recaptcha: {
    "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
  emailjs: {
    "connect-src": ["https://api.emailjs.com"],
  },
};

/**
 * A CSP source for an inline script's exact text.
 * @param {string} text
 */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The policy for one page.
 * @param {readonly import("../../app/content/pages").ThirdParty[]} thirdParties What the page loads
 *   from elsewhere; nothing for most pages.
 * @param {string[]} inlineScripts The text of each inline script on the page.
 */
export function pagePolicy(thirdParties, inlineScripts) {
  /** @type {Record<string, string[]>} */
  const directives = {
    "default-src": ["'self'"],
    // No 'unsafe-inline' or 'unsafe-eval': the page's own inline scripts by hash, the rest from here.
    "script-src": ["'self'", ...new Set(inlineScripts.map(scriptHash))],
    // Inline styles stay allowed: React's style attributes and the notices' injected stylesheet.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
  };
  for (const party of thirdParties) {
    for (const [directive, sources] of Object.entries(THIRD_PARTY_SOURCES[party])) {
      const current = (directives[directive] ?? []).filter((source) => source !== "'none'");
      directives[directive] = [...current, ...sources];
    }
  }
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The page's HTML with its policy right after the charset declaration (which must stay within the
 * first 1,024 bytes), ahead of every script.
 * @param {string} html
 * @param {string} policy
 */
export function withPolicyMeta(html, policy) {
  if (!html.includes(CHARSET)) throw new Error(`No ${CHARSET} to put the Content-Security-Policy after`);
  return html.replace(CHARSET, `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
