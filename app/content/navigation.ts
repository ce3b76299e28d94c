import { pages } from "./pages";

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

/** The header's five links, in order. */
export const mainNav = [
  { label: "Home", to: pages.home.path },
  { label: "Features", to: pages.features.path },
  { label: "Agencies", to: pages.agencies.path },
  { label: "Plans", to: pages.plans.path },
  { label: "Contact", to: pages.contact.path },
] satisfies NavItem[];

/** The footer's link groups, in order. */
export const footerNav = [
  {
    title: "Quick Links",
    items: [
      { label: "Home", to: pages.home.path },
      { label: "Features", to: pages.features.path },
      { label: "Agencies", to: pages.agencies.path },
      { label: "Plans", to: pages.plans.path },
    ],
  },
  {
    title: "Resources",
    items: [
      { label: "About Us", to: pages.about.path },
      { label: "FAQs", to: pages.faqs.path },
      { label: "Contact", to: pages.contact.path },
    ],
  },
  {
    title: "Legal",
    items: [
      { label: "Terms & Conditions", to: pages.terms.path },
      { label: "Data Privacy Policy", to: pages.privacy.path },
    ],
  },
] satisfies NavGroup[];
