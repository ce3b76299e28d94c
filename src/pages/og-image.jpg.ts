import { defaultLang } from "~/content/langs";
import { renderShareImage } from "~/site/share-image.server";
import { wordsFor } from "~/i18n/words";

// The picture every page names for link previews, drawn at build time: the home page's h1 and
// subtitle, in English (the x-default).
export const GET = async () =>
  new Response(new Uint8Array(await renderShareImage((await wordsFor(defaultLang)).page("home"))), {
    headers: { "Content-Type": "image/jpeg" },
  });
