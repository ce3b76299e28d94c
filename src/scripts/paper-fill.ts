// The papers' blanks (lib/paper-fill.ts): filled from the barangay's name and hotlines,
// typed once over any paper and carried in the URL's hash to the other papers and to the page in
// another language, and from the plan chosen on /plans (?plan=). Nothing typed is stored or sent.
import {
  BLANK,
  FILL_DATA,
  HOTLINE_LINES,
  paperHash,
  readPaperHash,
  withBlanks,
  type FillKey,
  type Typed,
} from "~/lib/paper-fill";
import { updateLanguageSwitchers } from "./language-switch";

type Values = Partial<Record<FillKey, string>>;

/** What the plan chosen on /plans fills (its name, a year's periods and their total), if one was. */
const chosenPlan = (): Values => {
  const plan = new URLSearchParams(location.search).get("plan");
  const source = document.querySelector<HTMLElement>(`[${FILL_DATA.plans}]`);
  if (!plan || !source) return {};
  try {
    const plans = JSON.parse(source.getAttribute(FILL_DATA.plans) ?? "{}") as Record<string, Values>;
    return Object.hasOwn(plans, plan) ? (plans[plan] ?? {}) : {};
  } catch {
    return {};
  }
};

const chosen = chosenPlan();
let typed = readPaperHash(location.hash).typed;

function fill(): void {
  // The poster has room for HOTLINE_LINES lines of hotlines; the field keeps all that was typed.
  const hotlines = (typed.hotlines ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, HOTLINE_LINES)
    .join("\n");
  const values: Values = {
    ...chosen,
    ...(typed.barangay?.trim() ? { barangay: typed.barangay } : {}),
    ...(hotlines ? { hotlines } : {}),
  };
  for (const blank of document.querySelectorAll<HTMLElement>(`[${FILL_DATA.target}]`)) {
    const value = values[blank.getAttribute(FILL_DATA.target) as FillKey]?.trim();
    blank.textContent = value || (blank.getAttribute(FILL_DATA.blank) ?? BLANK);
    blank.toggleAttribute("data-filled", Boolean(value));
  }
  for (const box of document.querySelectorAll<HTMLTextAreaElement>(`textarea[${FILL_DATA.text}]`)) {
    box.value = withBlanks(box.getAttribute(FILL_DATA.text) ?? "", values);
  }
}

/**
 * The links to the other papers, and to this page in the other languages, carry what was typed,
 * after the section a link leads to (#resolution&barangay=…). A link within this page is left
 * plain, for the browser to follow; keepTyped then puts what was typed back in the address.
 */
function carry(fields: HTMLElement | null): void {
  const papers = new Set((fields?.getAttribute(FILL_DATA.carry) ?? "").split(" ").filter(Boolean));
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !papers.has(url.pathname) || url.pathname === location.pathname) {
      continue;
    }
    url.hash = paperHash({ section: readPaperHash(url.hash).section, typed });
    link.href = `${url.pathname}${url.search}${url.hash}`;
  }
  updateLanguageSwitchers();
}

/**
 * The address keeps what was typed, after the section it is at, so a reload or the language
 * switcher finds it: replaced, not pushed, so Back still leaves the page.
 */
function keepTyped(): void {
  const hash = paperHash({ section: readPaperHash(location.hash).section, typed });
  if (hash === location.hash) return;
  history.replaceState(history.state, "", `${location.pathname}${location.search}${hash}`);
  updateLanguageSwitchers();
}

/**
 * A link from another paper names a section and carries the name (#resolution&barangay=…), which
 * the browser cannot find: go to the plain section, as a followed link would (scrolled to, and
 * Tab goes on from there); the hash change it makes puts the name back (keepTyped).
 */
function followSection(): void {
  const { section } = readPaperHash(location.hash);
  if (section && location.hash !== `#${section}` && document.getElementById(section)) {
    location.replace(`#${section}`);
  }
}

const fields = document.querySelector<HTMLElement>(`[${FILL_DATA.carry}]`);
fill();
if (fields) {
  fields.hidden = false;
  for (const input of fields.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    `[${FILL_DATA.input}]`,
  )) {
    // A field fills a typed key only (components/print/paper-fields.tsx).
    const key = input.getAttribute(FILL_DATA.input) as keyof Typed;
    input.value = typed[key] ?? "";
    input.addEventListener("input", () => {
      typed = { ...typed, [key]: input.value };
      fill();
      keepTyped();
      carry(fields);
    });
  }
  carry(fields);
}
window.addEventListener("hashchange", keepTyped);
followSection();
