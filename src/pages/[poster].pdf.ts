import { langs, type Lang } from "~/content/langs";
import { posterFiles } from "~/content/pages";
import { renderPosterPdf } from "~/site/poster-pdf.server";

// The poster's PDF in each language, made at build time: /brisk-poster.pdf, /brisk-poster-fil.pdf.
export const getStaticPaths = () =>
  langs.map((lang) => ({
    params: { poster: posterFiles.pdf[lang].slice(1, -".pdf".length) },
    props: { lang },
  }));

export const GET = async ({ props }: { props: { lang: Lang } }) =>
  new Response(new Uint8Array(await renderPosterPdf(props.lang)), {
    headers: { "Content-Type": "application/pdf" },
  });
