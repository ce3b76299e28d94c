import { serverEnv } from "~/config/server-env";
import { readWords } from "~/i18n/read-words";
import { editorConfig } from "./_editor-config";

// The editor's configuration, made from the words' shapes at each build (_editor-config.ts). JSON is
// YAML too: Sveltia and Decap CMS both read it (index.html.ts names it with <link rel="cms-config-url">).
export const GET = () =>
  new Response(`${JSON.stringify(editorConfig(readWords(), serverEnv.editor), null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
