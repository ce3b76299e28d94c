import { renderPosterPdf } from "~/site/poster-pdf.server";

// A resource route: pre-rendered at build time to build/client/brisk-poster.pdf.
export async function loader() {
  const pdf = await renderPosterPdf();
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
