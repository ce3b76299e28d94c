import { footerGroups, pageList } from "~/content/pages";
import { linkTo } from "./links";

/** A link in the header or footer. */
export type NavItem = {
  /** Words shown for the link. */
  label: string;
  /** Site path the link goes to. */
  to: string;
};

/** A titled group of links in the footer. */
export type NavGroup = {
  title: string;
  items: NavItem[];
};

/** The header's links (the spec's five), in the registry's order. */
export const mainNav: NavItem[] = pageList.flatMap((page) =>
  page.header ? [{ label: page.header, to: linkTo(page.id) }] : [],
);

/** The footer's link groups, each with its pages in the registry's order. */
export const footerNav: NavGroup[] = Object.entries(footerGroups).map(([group, title]) => ({
  title,
  items: pageList.flatMap((page) =>
    page.footer?.group === group ? [{ label: page.footer.label, to: linkTo(page.id) }] : [],
  ),
}));
