import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { PageError } from "~/components/layout/page-error";
import { SiteFrame } from "~/components/layout/site-frame";
import { footerGroupNames, pageNames } from "~/content/page-names";
import { ui } from "~/content/ui";
import { siteNav } from "~/site/navigation";

const nav = siteNav(pageNames, footerGroupNames);

/** Every English page's frame; routes/fil/site-layout.tsx is the Filipino one. */
export default function SiteLayout() {
  return (
    <SiteFrame text={ui} nav={nav}>
      <Outlet />
    </SiteFrame>
  );
}

/** A page that fails to render still has the frame, in its language, and a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame text={ui} nav={nav}>
      <PageError error={error} text={ui.pageError} />
    </SiteFrame>
  );
}
