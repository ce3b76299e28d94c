import { langs, type Lang } from "~/content/langs";
import { posterFiles } from "~/content/pages";
import { pageOf, sectionsOf } from "~/i18n/words";
import { renderPosterPdf } from "~/site/poster-pdf.server";

// The poster's PDF in each language, made at build time: /brisk-poster.pdf, /brisk-poster-fil.pdf,
// with the poster page's words in that language.
export const getStaticPaths = () =>
  langs.map((lang) => ({
    params: { poster: posterFiles.pdf[lang].slice(1, -".pdf".length) },
    props: { lang },
  }));

export async function GET({ props: { lang } }: { props: { lang: Lang } }) {
  const words = { title: (await pageOf("poster", lang)).title, text: await sectionsOf("poster", lang) };
  return new Response(new Uint8Array(await renderPosterPdf(lang, words)), {
    headers: { "Content-Type": "application/pdf" },
  });
}
