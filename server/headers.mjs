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

/** Where the editor for the site's words is served (src/pages/admin/, docs/editing.md). */
export const EDITOR_PREFIX = "/admin/";

/**
 * The editor's own policy, what Sveltia CMS needs and no more: its script, fonts and config from the
 * site; its styles, which Svelte sets inline; GitHub's API and avatars when signed in through GitHub;
 * blobs for its previews. No other host: not the CDNs it would load extras from, not the machine
 * translation services (docs/editing.md). The directives of securityHeaders' policy are repeated, as
 * _headers on Cloudflare Pages sends both policies and a browser enforces both.
 */
const editorPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' blob: data: https://*.githubusercontent.com",
  "media-src blob:",
  "frame-src blob:",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "manifest-src blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

/**
 * What the editor's responses send instead of the site's: the policy above, and an opener policy that
 * lets the GitHub sign-in popup hand the editor its token (with `same-origin`, the popup loses its
 * opener and the sign-in is aborted). Kept out of search, as its page's robots meta also says.
 */
export const editorHeaders = {
  "Content-Security-Policy": editorPolicy,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * The headers of a response, by its path: the editor's under /admin/, else the site's.
 * @param {string} pathname
 */
export function headersFor(pathname) {
  return pathname.startsWith(EDITOR_PREFIX) || `${pathname}/` === EDITOR_PREFIX
    ? { ...securityHeaders, ...editorHeaders }
    : securityHeaders;
}

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
