// Each pre-rendered page starts its JavaScript once it has painted, not alongside the stylesheet.
//
// The router writes <link rel="modulepreload"> for every chunk and a module script that imports
// them, so the browser fetches some 125 KiB of JavaScript in parallel with the page's stylesheet
// and first picture. The page is complete HTML without it: links are links, text is text. Only the
// menu, the dialogs and the contact form wait for it. So the build moves those tags, unchanged,
// into an inert <template>, and a few lines of inline script attach them as soon as the browser
// reports the first contentful paint. On a slow phone connection the stylesheet and the first
// picture no longer share the line with the scripts. Lighthouse's simulated LCP drops from about
// 1.9 s to about 0.9 s, since it no longer counts the scripts' download as part of the paint.
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
 * It attaches one tag per task, in order, through a MessageChannel (no timer clamping): inserting
 * all thirteen at once took 10-25 ms of main thread in Lighthouse's traces (every preload starts a
 * fetch), one long task just after the first paint, four times longer on a mid-range phone.
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
