import { posterFiles } from "~/content/pages";
import { renderPosterPdf } from "~/site/poster-pdf.server";

// A resource route for both languages: pre-rendered at build time to build/client/brisk-poster.pdf
// and brisk-poster-fil.pdf (routes.ts); the path says which.
export async function loader({ request }: { request: Request }) {
  const lang = new URL(request.url).pathname === posterFiles.pdf.fil ? "fil" : "en";
  const pdf = await renderPosterPdf(lang);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
