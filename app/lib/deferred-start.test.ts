import {
  deferAppScripts,
  EARLY_CLICK_SCRIPT,
  LATER_ATTRIBUTE,
  markHydrated,
  pressEarlyClickWithin,
  START_AFTER_PAINT,
  stopRecordingEarlyClicks,
  TEMPLATE_ID,
} from "./deferred-start.mjs";

// The shape of the router's output, cut down to the tags that matter.
const MODULE_SCRIPT =
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");</script>';
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  "</head><body><main><h1>Features</h1></main>",
  "<script>window.__reactRouterContext = {};</script>",
  MODULE_SCRIPT,
  "</body></html>",
].join("");

/** Parses HTML into this test's document and runs its inline starter script. */
function load(html: string) {
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    "text/html",
  ).documentElement.innerHTML;
  new Function(START_AFTER_PAINT)();
}

/** The router's tags that are live in the document (outside the template). */
function liveTags() {
  return {
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    ),
    moduleScripts: [...document.querySelectorAll('script[type="module"]')].map(
      (script) => script.textContent,
    ),
  };
}

describe("deferAppScripts", () => {
  it("moves the modulepreloads and the module script, unchanged, into an inert template after the page", () => {
    const html = deferAppScripts(PAGE);
    expect(html).not.toMatch(/<head>.*modulepreload.*<\/head>/s);
    const template = html.slice(html.indexOf(`<template id="${TEMPLATE_ID}">`), html.indexOf("</template>"));
    expect(template).toContain('<link rel="modulepreload" href="/assets/manifest-1.js"/>');
    expect(template).toContain('<link rel="modulepreload" href="/assets/root-1.js"/>');
    expect(template).toContain(MODULE_SCRIPT);
    expect(html).toContain(`</template><script>${START_AFTER_PAINT}</script></body>`);
    // The page itself is untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("refuses a page without the router's tags, and a page already deferred", () => {
    expect(() => deferAppScripts(PAGE.replace(MODULE_SCRIPT, ""))).toThrow(/no router module script/);
    expect(() => deferAppScripts(PAGE.replaceAll(/<link rel="modulepreload"[^>]+>/g, ""))).toThrow(
      /no router module script/,
    );
    expect(() => deferAppScripts(deferAppScripts(PAGE))).toThrow(/already deferred/);
  });
});

describe("the starter script", () => {
  it("attaches the scripts when the first contentful paint is reported, once, one tag per task", async () => {
    type Report = (list: { getEntriesByName(name: string): unknown[] }) => void;
    let report: Report | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(callback: Report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    load(deferAppScripts(PAGE));
    expect(liveTags()).toEqual({ preloads: [], moduleScripts: [] });

    report?.({ getEntriesByName: (name) => (name === "first-paint" ? [{}] : []) });
    expect(liveTags().preloads).toEqual([]);

    // Mutation records are delivered at the end of each task's script: one batch per insertion task.
    const batches: number[] = [];
    new MutationObserver((records) => batches.push(records.flatMap((r) => [...r.addedNodes]).length)).observe(
      document.body,
      { childList: true },
    );
    report?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    expect(disconnect).toHaveBeenCalled();
    // Nothing is inserted inside the observer's callback: each tag waits for a task of its own.
    expect(liveTags().preloads).toEqual([]);
    await vi.waitFor(() =>
      expect(liveTags()).toEqual({
        preloads: ["/assets/manifest-1.js", "/assets/root-1.js"],
        moduleScripts: [expect.stringContaining('import("/assets/entry.client-1.js")')],
      }),
    );
    // In the router's order: the preloads, then the script that imports them.
    expect(document.body.lastElementChild?.getAttribute("type")).toBe("module");
    expect(batches).toEqual([1, 1, 1]);
  });

  it("attaches them at the load event where paint timing is missing", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    load(deferAppScripts(PAGE));
    expect(liveTags().moduleScripts).toEqual([]);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(liveTags().moduleScripts).toHaveLength(1));
    expect(liveTags().preloads).toEqual(["/assets/manifest-1.js", "/assets/root-1.js"]);
  });
});
const slot = window as unknown as { __briskEarlyClick?: Element | null };

describe("early clicks", () => {
  // The inline script's listener stays on the document for the rest of this file, as on a page.
  beforeAll(() => new Function(EARLY_CLICK_SCRIPT)());

  beforeEach(() => {
    delete slot.__briskEarlyClick;
    document.body.innerHTML = `
      <button type="button" id="menu"><svg><path></path></svg> Menu</button>
      <button type="submit" id="send">Send</button>`;
  });

  it("presses again, once hydrated, the last script-only button pressed before React listened", () => {
    const menu = document.getElementById("menu")!;
    const presses = vi.fn();
    menu.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    stopRecordingEarlyClicks();
    menu.addEventListener("click", presses); // React's handler arrives with hydration
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute("data-hydrated", "");
  });

  it("leaves submit buttons alone: they work without script", () => {
    const presses = vi.fn();
    document.body.addEventListener("click", presses);
    document.getElementById("send")!.click();
    stopRecordingEarlyClicks();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it("leaves a press after React started listening to React", () => {
    const presses = vi.fn();
    document.body.addEventListener("click", presses);
    stopRecordingEarlyClicks();
    document.getElementById("menu")!.click();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it("does not press a button that hydration removed", () => {
    const presses = vi.fn();
    const menu = document.getElementById("menu")!;
    menu.addEventListener("click", presses); // on the button: a removed button's click reaches no ancestor
    menu.click();
    stopRecordingEarlyClicks();
    menu.remove();
    markHydrated();
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it("leaves a button in a part that hydrates later to that part, which presses it once it has", () => {
    document.body.innerHTML = `<div ${LATER_ATTRIBUTE}><button type="button" id="store">App Store</button></div>`;
    const store = document.getElementById("store")!;
    const presses = vi.fn();
    store.click();
    stopRecordingEarlyClicks();
    markHydrated();
    store.addEventListener("click", presses); // the part's script arrives after the page's
    expect(presses).not.toHaveBeenCalled();
    pressEarlyClickWithin(document.body.firstElementChild);
    pressEarlyClickWithin(document.body.firstElementChild);
    expect(presses).toHaveBeenCalledTimes(1);
  });
});
