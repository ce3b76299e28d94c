import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { cacheControlFor, securityHeaders } from "./headers.mjs";

/** The not-found page's own file, and its folder form: not pages of the site. */
const NOT_FOUND_FILE = /^(\/fil)?\/404(\.html|\/(index\.html)?)?$/;

/**
 * A not-found page and its precompressed twins (.br, .gz) as the build wrote them, read once.
 * @param {string} dir
 * @param {string} path URL path of the page, e.g. "/fil/404.html".
 */
function readNotFoundPage(dir, path) {
  const file = join(dir, path);
  /** @param {string} suffix */
  const twin = (suffix) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { path, html: readFileSync(file), br: twin(".br"), gzip: twin(".gz") };
}

/**
 * The production server for the pre-rendered site in `dir`: static files through sirv with their
 * precompressed .br/.gz twins, cache rules and security headers from headers.mjs, and the
 * language's not-found page with status 404 for every path that is not a page or a file.
 * @param {string} dir folder of the built site
 */
export function createSiteServer(dir) {
  // Unknown paths under /fil/ get the Filipino page (the language prefixes of src/content/langs.ts).
  const notFoundPages = {
    en: readNotFoundPage(dir, "/404.html"),
    fil: readNotFoundPage(dir, "/fil/404.html"),
  };

  /**
   * sirv's answer when no file matches: the not-found page of the path's language, always whole
   * and with status 404 (a range or revalidation of an unknown path is no reason for 206 or 304).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  const sendNotFound = (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const isFilipino = pathname === "/fil" || pathname.startsWith("/fil/");
    const page = isFilipino ? notFoundPages.fil : notFoundPages.en;
    const accepts = req.headers["accept-encoding"] ?? "";
    const [encoding, body] =
      page.br && /\b(br|brotli)\b/i.test(accepts)
        ? ["br", page.br]
        : page.gzip && accepts.includes("gzip")
          ? ["gzip", page.gzip]
          : [undefined, page.html];
    res.writeHead(404, {
      "Content-Type": "text/html;charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": cacheControlFor(page.path),
      Vary: "Accept-Encoding",
      ...(encoding && { "Content-Encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const serveFile = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
    onNoMatch: sendNotFound,
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }

    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (NOT_FOUND_FILE.test(pathname)) sendNotFound(req, res);
    else serveFile(req, res);
  });
}
