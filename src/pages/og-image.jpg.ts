import { renderShareImage } from "~/site/share-image.server";

// The picture every page names for link previews, drawn at build time.
export const GET = async () =>
  new Response(new Uint8Array(await renderShareImage()), { headers: { "Content-Type": "image/jpeg" } });
