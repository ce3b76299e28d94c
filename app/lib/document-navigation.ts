import { pages } from "~/content/pages";

/**
 * Pages that links open with a full page load instead of a client-side navigation. Only /contact's
 * Content-Security-Policy lets in reCAPTCHA and EmailJS (server/csp.mjs), and a document keeps the
 * policy it was loaded with: arriving client-side from a stricter page would block the captcha.
 */
const documentLoadPaths: ReadonlySet<string> = new Set([pages.contact.path]);

/** Whether a link to `to` should load a new document (React Router's `reloadDocument`). */
export function needsDocumentLoad(to: string): boolean {
  return documentLoadPaths.has(to);
}
