// The audits' front door: one origin that answers a blank page itself and passes every other
// request, as it came, to the site. The blank page is then measured from the same origin, with the
// same headers and in the same run as the pages: the machine's floor, beside each page's figures
// (docs/performance.md). It runs in the audit's process, which only waits (Lighthouse CI runs in a
// child) or gathers (the user flows) while a page loads.
import { createServer, request } from "node:http";
import { cacheControlFor, securityHeaders } from "../../server/headers.mjs";

export const BLANK_PATH = "/audit-blank/";

// An h1 and a paragraph, no CSS or script; the viewport as the site's pages have it.
const BLANK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A blank page</title></head>
<body><h1>A blank page</h1><p>What Lighthouse measures for a page with nothing on it.</p></body></html>
`;

/**
 * @param {string} siteOrigin where every other request goes
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startFront(siteOrigin) {
  const server = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://localhost").pathname === BLANK_PATH) {
      res.writeHead(200, {
        ...securityHeaders,
        "Content-Type": "text/html;charset=utf-8",
        "Cache-Control": cacheControlFor(BLANK_PATH),
      });
      res.end(req.method === "HEAD" ? undefined : BLANK_PAGE);
      return;
    }
    const headers = { ...req.headers, host: new URL(siteOrigin).host };
    const toSite = request(new URL(req.url ?? "/", siteOrigin), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    toSite.once("error", () => res.writeHead(502).end());
    req.pipe(toSite);
  });
  return new Promise((resolve) => {
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const close = () =>
        new Promise((done) => {
          server.close(() => done(undefined));
          server.closeAllConnections();
        });
      resolve({ origin: `http://localhost:${port}`, close });
    });
  });
}
