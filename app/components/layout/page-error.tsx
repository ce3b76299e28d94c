import { isRouteErrorResponse } from "react-router";
import { PageHeader } from "~/components/page-header/page-header";
import { SiteLink } from "~/components/site-link/site-link";
import type { UiText } from "~/content/ui";
import { linkTo } from "~/site/links";

/** What a page that failed to render shows inside the site's frame: what happened and the way home. */
export function PageError({ error, text }: { error: unknown; text: UiText["pageError"] }) {
  return (
    <div className="pb-24">
      <PageHeader
        title={text.title}
        subtitle={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : text.text}
        divider
      >
        <SiteLink to={linkTo("home")} className="mt-10 inline-flex font-semibold text-brand-700 underline">
          {text.homeLink}
        </SiteLink>
      </PageHeader>
    </div>
  );
}
