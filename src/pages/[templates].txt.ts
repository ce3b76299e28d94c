import { templatesTextFile } from "~/components/barangay-kit/templates-text";
import { fillTokensOf } from "~/lib/paper-fill";
import { defaultLang, langs, type Lang } from "~/content/langs";
import { kitFiles } from "~/content/pages";
import { wordsFor } from "~/i18n/words";

// The council templates as plain text in each language (/brisk-council-templates.txt, …), the same
// words as the templates page's text box, for a barangay to paste into its own document.
export const getStaticPaths = () =>
  langs.map((lang) => ({
    params: { templates: kitFiles.templatesText[lang].slice(1, -".txt".length) },
    props: { lang },
  }));

export async function GET({ props: { lang } }: { props: { lang: Lang } }) {
  const templates = (await wordsFor(lang)).sections("councilTemplates", fillTokensOf("barangay"));
  // Outside English, the resolution in English follows, as on the page.
  const twin =
    lang === defaultLang
      ? undefined
      : {
          title: templates.twin.title,
          lines: (await wordsFor(defaultLang)).sections("councilTemplates", fillTokensOf("barangay"))
            .resolution.lines,
        };
  return new Response(templatesTextFile(templates, twin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
