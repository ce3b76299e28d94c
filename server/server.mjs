import { createServer } from "node:http";
import sirv from "sirv";
import { cacheControlFor, securityHeaders } from "./headers.mjs";

/**
 * The production server for the pre-rendered site in `dir`: static files through sirv with their
 * precompressed .br/.gz twins, cache rules and security headers from headers.mjs, and 404.html with
 * status 404 for every path that is not a page or a file.
 * @param {string} dir folder of the built site
 */
export function createSiteServer(dir) {
  /** @type {import("sirv").Options} */
  const options = {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  };
  const serveFile = sirv(dir, options);
  // Instances whose only file is a not-found page: `single` makes each answer any path. Unknown
  // paths under /fil/ get the Filipino one (the language prefixes of src/content/langs.ts).
  const serveNotFound = sirv(dir, { ...options, single: "404.html" });
  const serveFilipinoNotFound = sirv(dir, { ...options, single: "fil/404.html" });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }

    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    // The not-found page's own file is not a page of the site.
    const isNotFoundFile = /^(\/fil)?\/404(\.html|\/(index\.html)?)?$/.test(pathname);
    const isFilipino = pathname === "/fil" || pathname.startsWith("/fil/");

    const notFound = () => {
      // sirv answers 200 (or 206/304 for ranges and revalidation); a missing page must say 404.
      delete req.headers.range;
      delete req.headers["if-none-match"];
      const writeHead = res.writeHead.bind(res);
      /** @type {(status: number, headers?: import("node:http").OutgoingHttpHeaders) => typeof res} */
      const writeNotFound = (_status, headers) => writeHead(404, headers);
      res.writeHead = /** @type {typeof res.writeHead} */ (writeNotFound);
      (isFilipino ? serveFilipinoNotFound : serveNotFound)(req, res);
    };

    if (isNotFoundFile) notFound();
    else serveFile(req, res, notFound);
  });
}
