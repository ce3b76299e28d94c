import { readFileSync } from "node:fs";
import type { GetStaticPaths } from "astro";
import { editorFonts } from "~/pages/admin/_bundle";

// The editor's web fonts, from the package, and each font's licence beside it: /admin/fonts/<name>.woff2
// and /admin/fonts/<name>.LICENSE.txt.
export const getStaticPaths = (() =>
  editorFonts.flatMap((font) => [
    { params: { font: `${font.name}.woff2` }, props: { file: font.file, type: "font/woff2" } },
    {
      params: { font: `${font.name}.LICENSE.txt` },
      props: { file: font.license, type: "text/plain; charset=utf-8" },
    },
  ])) satisfies GetStaticPaths;

export const GET = ({ props }: { props: { file: string; type: string } }) =>
  new Response(readFileSync(props.file), { headers: { "Content-Type": props.type } });
