import { Outlet } from "react-router";
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
