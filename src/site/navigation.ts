import { footerGroups, pageList, type FooterGroup, type PageId, type PageNames } from "~/content/pages";
import { linkTo } from "./links";

/** A link in the header or footer. */
export type NavItem = {
  /** Words shown for the link. */
  label: string;
  /** Registry path the link goes to; SiteLink puts it in the page's language. */
  to: string;
};

/** A titled group of links in the footer. */
export type NavGroup = {
  title: string;
  items: NavItem[];
};

/** The header's links (the spec's five) and the footer's groups, in the registry's order, in one language. */
export function siteNav(
  names: Readonly<Record<PageId, PageNames>>,
  groupNames: Readonly<Record<FooterGroup, string>>,
): { main: NavItem[]; footer: NavGroup[] } {
  const label = (id: PageId, place: "header" | "footer") => names[id][place] ?? names[id].title;
  return {
    main: pageList.flatMap((page) =>
      page.header ? [{ label: label(page.id, "header"), to: linkTo(page.id) }] : [],
    ),
    footer: footerGroups.map((group) => ({
      title: groupNames[group],
      items: pageList.flatMap((page) =>
        page.footer === group ? [{ label: label(page.id, "footer"), to: linkTo(page.id) }] : [],
      ),
    })),
  };
}
