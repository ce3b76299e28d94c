import { SEARCH_BUTTON_ID } from "~/site/search-index";

/** Whether a key press is someone typing into a field, where "/" is a slash, not the search's key. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The header's search button: shown once this runs (without script the search cannot work, so it
 * stays hidden), and "/" opens it as on many sites. The search itself (MiniSearch, its box and the
 * language's index) loads on the first use, never before: a page costs no more until then.
 */
export function initSearchButton(): void {
  const button = document.getElementById(SEARCH_BUTTON_ID);
  if (!button) return;
  button.classList.remove("invisible");
  const open = () => void import("./search").then((search) => search.openSearch(button));
  button.addEventListener("click", open);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    if (document.querySelector("dialog[open]")) return;
    event.preventDefault();
    open();
  });
}
