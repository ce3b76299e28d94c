import { defaultLang } from "~/content/langs";
import { pageOf } from "~/i18n/words";
import { renderShareImage } from "~/site/share-image.server";

// The picture every page names for link previews, drawn at build time: the home page's h1 and
// subtitle, in English (the x-default).
export const GET = async () =>
  new Response(new Uint8Array(await renderShareImage(await pageOf("home", defaultLang))), {
    headers: { "Content-Type": "image/jpeg" },
  });
