import { kitFiles, pages, posterFiles } from "~/content/pages";
import { langs, type Lang } from "~/content/langs";
import { pageUrl } from "~/site/meta";
import { renderPlanSheetPdf } from "~/site/plan-sheet-pdf.server";
import { renderPosterPdf } from "~/site/poster-pdf.server";
import { planSheetTableOf } from "./[...lang]/barangay-kit/_figures";
import { wordsFor } from "~/i18n/words";
import { fillTokensOf } from "~/lib/paper-fill";
import { planSheetBlanks } from "~/content/barangay-kit-structure";
import { siteConfig } from "~/config/site";

// The site's PDFs in each language, made at build time with the words of their pages: the poster
// (/brisk-poster.pdf, /brisk-poster-fil.pdf) and the barangay plan sheet (/brisk-barangay-plans.pdf, …).
const documents = {
  poster: { files: posterFiles.pdf, render: posterPdf },
  planSheet: { files: kitFiles.sheetPdf, render: planSheetPdf },
} as const;

type DocumentId = keyof typeof documents;

export const getStaticPaths = () =>
  (Object.keys(documents) as DocumentId[]).flatMap((id) =>
    langs.map((lang) => ({
      params: { document: documents[id].files[lang].slice(1, -".pdf".length) },
      props: { id, lang },
    })),
  );

async function posterPdf(lang: Lang) {
  const t = await wordsFor(lang);
  return renderPosterPdf(lang, {
    title: t.page("poster").title,
    text: t.sections("poster", fillTokensOf("barangay")),
  });
}

async function planSheetPdf(lang: Lang) {
  const t = await wordsFor(lang);
  const { sheet } = t.sections("planSheet", {
    ...fillTokensOf(...planSheetBlanks),
    plansUrl: pageUrl({ path: pages.plans.path, lang }),
    plansUrlSet: siteConfig.urlIsSet ? "yes" : "no",
  });
  const table = planSheetTableOf(t, sheet.pricePerReport);
  return renderPlanSheetPdf(lang, { ...sheet, title: t.page("planSheet").title }, table);
}

export async function GET({ props: { id, lang } }: { props: { id: DocumentId; lang: Lang } }) {
  return new Response(new Uint8Array(await documents[id].render(lang)), {
    headers: { "Content-Type": "application/pdf" },
  });
}
