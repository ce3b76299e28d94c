import { PageHeader } from "~/components/page-header/page-header";
import { SiteLink } from "~/components/site-link/site-link";
import { linkTo } from "~/site/links";

/** The not-found page: what happened and the way home. */
export function NotFoundPage({ text }: { text: { heading: string; homeLink: string } }) {
  return (
    <div className="pb-24">
      <PageHeader title={text.heading} divider>
        <SiteLink
          to={linkTo("home")}
          className="mt-10 inline-flex items-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {text.homeLink}
        </SiteLink>
      </PageHeader>
    </div>
  );
}
