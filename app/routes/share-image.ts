import { renderShareImage } from "~/site/share-image.server";

// A resource route: pre-rendered at build time to build/client/og-image.jpg.
export async function loader() {
  const image = await renderShareImage();
  return new Response(new Uint8Array(image), { headers: { "Content-Type": "image/jpeg" } });
}
