import { editorLicense, editorVersion } from "./_bundle";

// The editor's licence, with the script it covers.
export const GET = () =>
  new Response(`Sveltia CMS ${editorVersion} (/admin/sveltia-cms.js)\n\n${editorLicense()}`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
