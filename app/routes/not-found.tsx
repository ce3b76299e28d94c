import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageHeader } from "~/components/page-header/page-header";
import { notFoundPage } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(notFoundPage);

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A warning rather than an error: a mistyped or stale link is expected, not a fault of the site.
    console.warn(`404: no page at "${pathname}"`);
  }, [pathname]);

  return (
    <div className="pb-24">
      <PageHeader title="Oops! The page you're looking for cannot be found." divider>
        <Link
          to="/"
          className="mt-10 inline-flex items-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          Return to Home
        </Link>
      </PageHeader>
    </div>
  );
}
