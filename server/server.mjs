import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { cacheControlFor, headersFor } from "./headers.mjs";

/**
 * The path prefix of each language but the default, e.g. "/fil": each folder of the build with a
 * not-found page of its own. The build writes one per language of the site (src/content/langs.ts),
 * so a new language needs no change here.
 * @param {string} dir
 */
function languagePrefixes(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "404.html")))
    .map((entry) => `/${entry.name}`);
}

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
  // Unknown paths under a language's prefix (/fil/) get that language's page; the rest the default's.
  const defaultNotFound = readNotFoundPage(dir, "/404.html");
  const prefixes = languagePrefixes(dir);
  const notFoundPages = prefixes.map((prefix) => ({
    prefix,
    page: readNotFoundPage(dir, `${prefix}/404.html`),
  }));
  /** A not-found page's own file, and its folder form (/fil/404, /fil/404/index.html): not pages of the site. */
  const notFoundFile = new RegExp(`^(${prefixes.join("|")})?/404(\\.html|/(index\\.html)?)?$`);

  /**
   * sirv's answer when no file matches: the not-found page of the path's language, always whole
   * and with status 404 (a range or revalidation of an unknown path is no reason for 206 or 304).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  const sendNotFound = (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const page =
      notFoundPages.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.page ??
      defaultNotFound;
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
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }

    if (notFoundFile.test(pathname)) sendNotFound(req, res);
    else serveFile(req, res);
  });
}
