// Deploy configurations for static hosts, generated from headers.mjs so that `npm start`'s server,
// Netlify / Cloudflare Pages (_headers) and nginx send the same headers.
import {
  EDITOR_PREFIX,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  editorHeaders,
  securityHeaders,
} from "../../server/headers.mjs";

/** A `_headers` file (Netlify and Cloudflare Pages format), written into the built site. */
export function netlifyHeaders() {
  /** @param {Record<string, string>} headers */
  const lines = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Generated from server/headers.mjs by scripts/build/finish-build.mjs. Do not edit.",
    "/*",
    ...lines(securityHeaders),
    "",
    // Both hosts combine the headers of every rule a path matches, so Cache-Control is set once:
    // here for hashed assets. Pages keep the hosts' default, which revalidates on every visit.
    "/assets/*",
    ...lines({ "Cache-Control": IMMUTABLE_CACHE }),
    "",
    // The editor's own policies. Netlify lets the later rule's value stand; Cloudflare Pages joins the
    // two values, so the editor there gets both content policies (both allow it) and an opener policy
    // it cannot parse, which browsers treat as none: the sign-in popup works either way.
    `${EDITOR_PREFIX}*`,
    ...lines(editorHeaders),
    "",
  ].join("\n");
}

/**
 * Netlify's _redirects: each language's unknown paths get that language's not-found page, with status
 * 404 (Netlify serves only the root 404.html by itself). Cloudflare Pages serves the nearest
 * 404.html on its own and takes no 404 rules, so the build writes this file only on Netlify.
 * @param {readonly string[]} prefixes Each language's path prefix but the default's, e.g. ["/fil"].
 */
export function netlifyRedirects(prefixes) {
  return prefixes.map((prefix) => `${prefix}/*  ${prefix}/404.html  404\n`).join("");
}

/**
 * An nginx server block serving build/client with the same headers, caching and not-found pages:
 * the default language's at the root, and each other language's (`prefixes`, e.g. ["/fil"], from
 * src/content/langs.ts) for the paths under its prefix.
 * @param {{ prefixes: readonly string[], root?: string, port?: number }} options
 */
export function nginxConfig({ prefixes, root = "/var/www/brisk/build/client", port = 8080 }) {
  /** @param {Record<string, string>} headers @param {string} indent */
  const addHeaders = (headers, indent) =>
    Object.entries(headers)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join("\n");
  return `# Written by the build (scripts/build/finish-build.mjs) from server/headers.mjs and the languages.
# nginx serving the pre-rendered site; "gzip_static" and "brotli_static" (ngx_brotli) send the
# .gz and .br files the build writes beside each text file.
server {
    listen ${port};
    root ${root};
    index index.html;
    gzip_static on;

    error_page 404 /404.html;

    location / {
${addHeaders({ ...securityHeaders, "Cache-Control": REVALIDATE_CACHE }, "        ")}
        # No $uri.html: /404 must answer 404, not the not-found page with 200.
        try_files $uri $uri/index.html =404;
    }

    # The editor (docs/editing.md): its own content and opener policies; its address without the
    # last slash would get the site's, which stop its sign-in.
    location = ${EDITOR_PREFIX.slice(0, -1)} {
        return 301 ${EDITOR_PREFIX};
    }

    location ${EDITOR_PREFIX} {
${addHeaders({ ...securityHeaders, ...editorHeaders, "Cache-Control": REVALIDATE_CACHE }, "        ")}
        try_files $uri $uri/index.html =404;
    }

    location /assets/ {
${addHeaders({ ...securityHeaders, "Cache-Control": IMMUTABLE_CACHE }, "        ")}
        try_files $uri =404;
    }

${prefixes
  .map(
    (prefix) => `    # The pages under ${prefix}/ have their own not-found page, in their language.
    location ${prefix}/ {
        error_page 404 ${prefix}/404.html;
${addHeaders({ ...securityHeaders, "Cache-Control": REVALIDATE_CACHE }, "        ")}
        try_files $uri $uri/index.html =404;
    }

`,
  )
  .join("")}    location ~ ^(${prefixes.join("|")})?/404\\.html$ {
        internal;
${addHeaders({ ...securityHeaders, "Cache-Control": REVALIDATE_CACHE }, "        ")}
    }
}
`;
}
