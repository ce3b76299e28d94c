import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

// Renders each page at build time (the site is pre-rendered: react-router.config.ts). React Router's
// default waits for the whole page only for crawlers' user agents; this waits always, as React's
// docs advise for static generation, so the parts of a page whose scripts load later (React.lazy:
// the plan tables, the privacy rights, the store buttons) are written into the HTML in place. Sent
// as soon as the shell was ready, they would stand in hidden segments that a script moves into
// place, and a reader without JavaScript would never see them.

/** A page that has not finished rendering by then is sent as it is (React's default). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let isShellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React otherwise moves a finished part out of place once the page passes a chunk's size
        // (12.8 kB), so that a browser can paint while the rest streams in: nothing streams here.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          isShellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error inside the shell rejects and is logged by React Router; one after it is not.
          if (isShellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
