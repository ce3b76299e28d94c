/**
 * The accessibility statement. What it says the site is checked with is what the browser tests do:
 * they read the same ACCESSIBILITY_CHECKS, and docs/accessibility.md lists the tests behind each line.
 */
import { ACCESSIBILITY_CHECKS, ACCESSIBILITY_STATEMENT_DATE, ACCESSIBILITY_TARGET } from "./constants";
import type { ContactTopic } from "./contact";
import { definePage } from "~/content/page-names";
import { formatIsoDate, formatList } from "~/lib/format";

export const accessibilityPage = definePage("accessibility", {
  description:
    "How accessible the Brisk website is: the standard we aim for, how every page is checked, what is known not to meet it, and how to tell us about a barrier.",
  subtitle: "How we make this website work for everyone, and how to tell us when it does not.",
});

const target = `${ACCESSIBILITY_TARGET.standard} level ${ACCESSIBILITY_TARGET.level}`;
const widths = formatList(ACCESSIBILITY_CHECKS.widthsPx.map((width) => `${width} px`));

export const accessibilityText = {
  dateLine: `This statement was last reviewed on ${formatIsoDate(ACCESSIBILITY_STATEMENT_DATE)}.`,
  target: {
    title: "Our target",
    text: [
      `We aim for this website to meet ${target}.`,
      "WCAG are the Web Content Accessibility Guidelines, the international standard for websites that people with disabilities can use.",
    ],
    link: { text: `Read ${ACCESSIBILITY_TARGET.standard}`, href: ACCESSIBILITY_TARGET.url },
  },
  checks: {
    title: "How we check it",
    intro: "These checks run on every change to the website, before it is published:",
    items: [
      `Every page, and every state of it (open menus, dialogs, form messages), is checked with axe, an automated accessibility checker, at ${widths} wide.`,
      "The menu, the cards' dialogs and the contact form are used with the keyboard alone.",
      `Every page is read at ${ACCESSIBILITY_CHECKS.narrowestPx} px wide and at ${ACCESSIBILITY_CHECKS.zoomPercent}% zoom, with no sideways scrolling.`,
      "With reduced motion turned on, the home page shows a still picture instead of its video.",
      "With JavaScript turned off, every page still shows all its words.",
    ],
    closing: "Automated checks do not find every barrier. That is why your reports matter.",
  },
  limits: {
    title: "What does not meet the target yet",
    items: [
      "The contact form uses Google reCAPTCHA to stop spam. Its challenge comes from Google, and we cannot change it. If it stops you, use the other ways to reach us on the contact page.",
      "The poster's PDF is made for printing and is not tagged for screen readers. The poster page has the same words.",
      "Links to Google Play and AppGallery lead to other websites, which we do not control.",
    ],
  },
  report: {
    title: "Tell us about a barrier",
    text: `If something on this website is hard to use, tell us through the contact form. Choose "Something else" as the topic, and say which page and what happened.`,
    link: "Write to us about a barrier",
    topic: "other" satisfies ContactTopic,
  },
};
