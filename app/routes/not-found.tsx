import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageHeader } from "~/components/page-header/page-header";
import { SiteLink } from "~/components/site-link/site-link";
import { notFoundPage, notFoundText } from "~/content/not-found";
import { linkTo } from "~/site/links";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(notFoundPage);

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A warning rather than an error: a mistyped or stale link is expected, not a fault of the site.
    console.warn(`404: no page at "${pathname}"`);
  }, [pathname]);

  return (
    <div className="pb-24">
      <PageHeader title={notFoundText.heading} divider>
        <SiteLink
          to={linkTo("home")}
          className="mt-10 inline-flex items-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {notFoundText.homeLink}
        </SiteLink>
      </PageHeader>
    </div>
  );
}
