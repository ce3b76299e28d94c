// The editor for the site's words (docs/editing.md): Sveltia CMS, served by the site. An endpoint, not
// an Astro page, so that it stands outside the site's layout and its per-page policy: the editor's
// policy is a header (server/headers.mjs, editorHeaders), which lets it style itself and sign in
// through a popup. Out of the sitemap, and kept out of search.
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Brisk words editor</title>
    <link rel="cms-config-url" type="application/json" href="/admin/config.json" />
    <script src="/admin/allow-zoom.js"></script>
    <script src="/admin/sveltia-cms.js"></script>
    <style>
      /* Machine translation is off: it needs a key for a translation service, and the editor's policy
         refuses every such service (server/headers.mjs). Its buttons would only fail. */
      button[aria-label="Translate"] {
        display: none !important;
      }
    </style>
  </head>
  <body></body>
</html>
`;

export const GET = () => new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
