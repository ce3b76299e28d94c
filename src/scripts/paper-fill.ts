// The papers' blanks (lib/paper-fill.ts): filled from the barangay's name and hotlines,
// typed once over any paper and carried in the URL's hash to the other papers and to the page in
// another language, and from the plan chosen on /plans (?plan=). Nothing typed is stored or sent.
import { BLANK, FILL_DATA, HOTLINE_LINES, NAME_IN_HASH, withBlanks, type FillKey } from "~/lib/paper-fill";
import { updateLanguageSwitchers } from "./language-switch";

type Values = Partial<Record<FillKey, string>>;

/** What the barangay typed, from the hash: #barangay=San%20Isidro&hotlines=… */
const typedIn = (hash: string): Values => {
  const params = new URLSearchParams(hash.slice(1));
  return { barangay: params.get(NAME_IN_HASH) ?? "", hotlines: params.get("hotlines") ?? "" };
};

/** The hash that carries what was typed, "" when nothing was. */
const hashOf = ({ barangay = "", hotlines = "" }: Values) => {
  const params = new URLSearchParams();
  if (barangay.trim()) params.set(NAME_IN_HASH, barangay.trim());
  if (hotlines.trim()) params.set("hotlines", hotlines.trim());
  const query = params.toString();
  return query ? `#${query}` : "";
};

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
let typed = typedIn(location.hash);

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

/** The links to the other papers, and to this page in the other languages, carry what was typed. */
function carry(fields: HTMLElement | null): void {
  const hash = hashOf(typed);
  const papers = new Set((fields?.getAttribute(FILL_DATA.carry) ?? "").split(" ").filter(Boolean));
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !papers.has(url.pathname)) continue;
    url.hash = hash;
    link.href = `${url.pathname}${url.search}${url.hash}`;
  }
  updateLanguageSwitchers();
}

const fields = document.querySelector<HTMLElement>(`[${FILL_DATA.carry}]`);
fill();
if (fields) {
  fields.hidden = false;
  for (const input of fields.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    `[${FILL_DATA.input}]`,
  )) {
    const key = input.getAttribute(FILL_DATA.input) as FillKey;
    input.value = typed[key] ?? "";
    input.addEventListener("input", () => {
      typed = { ...typed, [key]: input.value };
      fill();
      // The address keeps it, so a reload or the language switcher finds it; replaced, not pushed,
      // so Back still leaves the page.
      history.replaceState(history.state, "", `${location.pathname}${location.search}${hashOf(typed)}`);
      carry(fields);
    });
  }
  carry(fields);
}
