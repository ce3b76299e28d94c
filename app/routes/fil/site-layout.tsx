import { Outlet } from "react-router";
import { SiteFrame } from "~/components/layout/site-frame";
import { footerGroupNames, pageNames } from "~/content/page-names.fil";
import { ui } from "~/content/ui.fil";
import { siteNav } from "~/site/navigation";

const nav = siteNav(pageNames, footerGroupNames);

/** Every Filipino page's frame: the English layout's, with the Filipino words. */
export default function FilipinoSiteLayout() {
  return (
    <SiteFrame text={ui} nav={nav}>
      <Outlet />
    </SiteFrame>
  );
}
