import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { buildRoot } from "../built-files";

// A built page as a document, for the checks that need no browser.

/** The built HTML file of a path ("/fil/plans", "/404"). */
export function htmlFileOf(path: string): string {
  return path.endsWith("/404") ? join(buildRoot, `${path}.html`) : join(buildRoot, path, "index.html");
}

const parsed = new Map<string, Document>();

/** The built page at a path, parsed once however many checks read it; no script runs. */
export function documentOf(path: string): Document {
  let document = parsed.get(path);
  if (!document) {
    // At an address of its own, as a browser would have it (Testing Library's messages read storage).
    document = new JSDOM(readFileSync(htmlFileOf(path), "utf8"), { url: `http://localhost${path}` }).window
      .document;
    parsed.set(path, document);
  }
  return document;
}

/** Text as a reader meets it: runs of white space as one space, none at the ends. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
