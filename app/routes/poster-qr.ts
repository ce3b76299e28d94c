import { posterQrSvg } from "~/site/poster-qr.server";

// A resource route: pre-rendered at build time to build/client/brisk-poster-qr.svg.
export async function loader() {
  return new Response(await posterQrSvg(), { headers: { "Content-Type": "image/svg+xml" } });
}
