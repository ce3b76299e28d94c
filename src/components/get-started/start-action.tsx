import { SiteLink } from "~/components/site-link/site-link";
import { standaloneLinkClass } from "~/components/site-link/text-link";
import { GooglePlayLink } from "~/components/store-buttons/google-play-link";
import type { StartAction } from "~/content/get-started-structure";
import { linkTo, posterPdfIn } from "~/site/links";
import { useLang } from "~/site/ui-text";

/** Where a path leads: the Google Play button, a page of the site or the poster to download. */
export function StartActionLink({ action }: { action: StartAction }) {
  const lang = useLang();
  switch (action.kind) {
    case "download":
      return <GooglePlayLink />;
    case "page":
      return (
        <SiteLink
          to={`${linkTo(action.page, action.query)}${action.hash ? `#${action.hash}` : ""}`}
          className={standaloneLinkClass}
        >
          {action.label}
        </SiteLink>
      );
    case "posterPdf":
      return (
        <a href={posterPdfIn(lang)} download className={standaloneLinkClass}>
          {action.label}
        </a>
      );
  }
}
