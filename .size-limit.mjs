// Size budgets (issue 5), checked by size-limit's file plugin against the production build. Each
// page's first-load JavaScript is read from its own pre-rendered HTML, so a new import that lands
// on a page is counted on that page. Sizes are gzip level 9: what any host can send.
import { builtPages, fileFor } from "./scripts/lib/built-pages.mjs";

/** size-limit reads "KiB" as 1,024 bytes and "kB" as 1,000, as the budgets are written. */
const JS_LIMIT = "125 KiB";
const CSS_LIMIT = "15 KiB";
const HTML_LIMIT = "14 kB";
/** The FAQs page, in each language, pre-renders nineteen questions with their answers' summaries. */
const HTML_LIMIT_FAQS = "20 kB";

const pages = builtPages();
const label = (/** @type {string} */ path) => (path === "/404" ? "not found" : path);

export default [
  ...pages.map((page) => ({
    name: `JavaScript on first load of ${label(page.path)}`,
    path: page.scripts.map(fileFor),
    limit: JS_LIMIT,
    gzip: true,
  })),
  {
    name: "CSS (one stylesheet for the whole site)",
    path: [...new Set(pages.flatMap((page) => page.styles))].map(fileFor),
    limit: CSS_LIMIT,
    gzip: true,
  },
  ...pages.map((page) => ({
    name: `HTML of ${label(page.path)}`,
    path: page.file,
    limit: page.path.endsWith("/faqs") ? HTML_LIMIT_FAQS : HTML_LIMIT,
    gzip: true,
  })),
];
