// The HTTP headers the site is served with. One source for `npm start`'s server and the deploy
// configurations, so they cannot drift apart.

/** Security headers sent with every response. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // The part of the policy a <meta> cannot carry, for every response. Each page adds its script
  // policy (hashes of its scripts, third parties where used) in its <meta>: docs/security.md.
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'",
  // Browsers ignore HSTS over plain http, so it is harmless on localhost and binding on the real host.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  // Deny every powerful feature: the site uses none of them.
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Hashed build assets never change under their name, so browsers may keep them for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** Pages and unhashed files are revalidated on every visit so a deploy shows at once. */
export const REVALIDATE_CACHE = "no-cache";

/**
 * Cache-Control for a request path.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith("/assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
