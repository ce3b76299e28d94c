import { posterQrSvg } from "~/site/poster-qr.server";

// The poster's QR code (its path is posterFiles.qr in content/pages.ts), made at build time.
export const GET = async () =>
  new Response(await posterQrSvg(), { headers: { "Content-Type": "image/svg+xml" } });
