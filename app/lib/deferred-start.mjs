// Deferred start: each pre-rendered page starts its JavaScript once it has painted, and a button
// pressed before then still works. One module for both halves of the contract, which docs/
// deferred-start.md describes: the build half (deferAppScripts, run by scripts/build/finish-build.mjs
// on every page) and the browser half (the inline scripts and the hydration hooks). Plain JavaScript
// so that the build, which runs in Node without a TypeScript step, can import it.
//
// ---- At build time: the router's script tags wait for the first paint ----
//
// The router writes <link rel="modulepreload"> for every chunk and a module script that imports
// them, so the browser fetches all of the page's JavaScript in parallel with its stylesheet and
// first picture. The page is complete HTML without it: links are links, text is text. Only the
// menu, the dialogs and the contact form wait for it. So the build moves those tags, unchanged,
// into an inert <template>, and a few lines of inline script attach them as soon as the browser
// reports the first contentful paint. On a slow phone connection the stylesheet and the first
// picture no longer share the line with the scripts (docs/performance.md has the measurements).
// The tags inside the template are the router's own, so its hydration is unchanged, and the CSP
// hash of the module script still matches: an inserted inline script is checked like a parsed one.

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">[\s\S]*?<\/script>/;
export const TEMPLATE_ID = "app-scripts";

/**
 * The inline script that attaches the template's tags after the first contentful paint, or at the
 * load event in a browser without paint timing. A page opened in a background tab paints, and so
 * starts its scripts, when it is first shown.
 *
 * It attaches one tag per task, in order, through a MessageChannel (no timer clamping): every
 * preload starts a fetch, and inserting them all at once is one long task just after the first
 * paint, several times longer on a mid-range phone.
 */
export const START_AFTER_PAINT = [
  "(function(){",
  "function start(){",
  `var tags=[].slice.call(document.getElementById("${TEMPLATE_ID}").content.cloneNode(true).childNodes),`,
  "channel=new MessageChannel();",
  "channel.port1.onmessage=function(){document.body.append(tags.shift());",
  "if(tags.length)channel.port2.postMessage(0);else channel.port1.close()};",
  "channel.port2.postMessage(0)}",
  'if(!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0))',
  'return addEventListener("load",start);',
  "var observer=new PerformanceObserver(function(list){",
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}});',
  'observer.observe({type:"paint",buffered:true})})()',
].join("");

/**
 * The page with the router's modulepreloads and module script moved into the template, which
 * START_AFTER_PAINT unwraps. Throws when the router's output no longer has the expected shape, so
 * a router upgrade that changes it stops the build instead of shipping pages that never hydrate.
 * @param {string} html
 */
export function deferAppScripts(html) {
  const preloads = html.match(PRELOAD) ?? [];
  const script = html.match(MODULE_SCRIPT)?.[0];
  if (!script || preloads.length === 0) {
    throw new Error("The page has no router module script and modulepreloads to defer");
  }
  if (html.includes(`id="${TEMPLATE_ID}"`)) throw new Error("The page's scripts are already deferred");
  const deferred = `<template id="${TEMPLATE_ID}">${preloads.join("")}${script}</template>`;
  return html.replace(PRELOAD, "").replace(script, () => `${deferred}<script>${START_AFTER_PAINT}</script>`);
}

// ---- In the browser: a press before hydration is not lost ----
//
// The page is painted from its HTML and hydrated once its scripts arrive, which on a slow phone
// connection can be a second or two later. Links and the contact form work without script, but a
// button that opens the menu or a dialog (type="button") does nothing until then. EARLY_CLICK_SCRIPT,
// inline in <head>, remembers the last such button pressed before React starts listening
// (entry.client.tsx calls stopRecordingEarlyClicks just before hydrating), and markHydrated presses
// it again once the page has hydrated. A press after that point is React's own to handle: it
// replays events that arrive while it hydrates. A part of the page whose script comes later still
// (a lazy section, marked with LATER_ATTRIBUTE) presses its own button once it has hydrated.

/** Where the inline script leaves the button, on window; null once React listens. */
const EARLY_CLICK_KEY = "__briskEarlyClick";

/** Marks a part of the page that hydrates after the rest; a press in it waits for it. */
export const LATER_ATTRIBUTE = "data-hydrates-later";

/** Set on <html> once the page has hydrated; the browser tests wait for it (e2e/helpers.ts). */
const HYDRATED_ATTRIBUTE = "data-hydrated";

export const EARLY_CLICK_SCRIPT = `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest('button[type="button"]');if(b&&window.${EARLY_CLICK_KEY}!==null)window.${EARLY_CLICK_KEY}=b},true)`;

/** @type {Element | null | undefined} */
let pending;

/** Takes the button pressed so far and stops the inline script from recording more. */
export function stopRecordingEarlyClicks() {
  const slot = /** @type {Record<string, Element | null | undefined>} */ (/** @type {unknown} */ (window));
  pending = slot[EARLY_CLICK_KEY];
  slot[EARLY_CLICK_KEY] = null;
}

/** Presses the button pressed before hydration, if it is still there, and forgets it. */
function pressPending() {
  const button = pending;
  pending = undefined;
  if (button instanceof HTMLElement && button.isConnected) button.click();
}

/**
 * Marks the page hydrated and presses the button pressed before, if it is still there; one in a
 * part that hydrates later is left for that part (pressEarlyClickWithin).
 */
export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  if (pending instanceof Element && pending.closest(`[${LATER_ATTRIBUTE}]`)) return;
  pressPending();
}

/**
 * Called by a part of the page that hydrates after the rest, once it has: presses the button
 * pressed within it before the scripts ran.
 * @param {Element | null} container
 */
export function pressEarlyClickWithin(container) {
  if (pending instanceof Element && container?.contains(pending)) pressPending();
}
