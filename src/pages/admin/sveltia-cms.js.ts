import { editorScript } from "./_bundle";

// The editor's script (docs/editing.md): Sveltia CMS from node_modules, its fonts served here.
export const GET = () =>
  new Response(editorScript(), { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
