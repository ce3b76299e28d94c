import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";

/*
 * axe-core as every browser test runs it, through its own API in the page: the Playwright suite in
 * Chromium (helpers.ts) and the journeys in Chromium, Firefox and WebKit (engines/journeys.ts). A
 * test waits for the page to rest (`axeReady`), puts `AXE_SOURCE` in once per document when it is
 * not there yet, and runs `runAxe` with `AXE_OPTIONS`, by its driver's own means: the functions run
 * in the page, so each is whole in itself.
 */

/**
 * axe-core's minified build, which a page parses in about half the time of the `axe.source` that
 * the package's main module carries (its unminified build): the tests inject it some sixty times.
 */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2, A and AA, with the target-size rule on (docs/accessibility.md). */
export const AXE_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  rules: { "target-size": { enabled: true } },
  resultTypes: ["violations"],
} satisfies axe.RunOptions;

/** A rule axe found broken: its id, its impact, and each element's selector. */
export type AxeViolation = { id: string; impact: axe.ImpactValue | undefined; targets: string[] };

/**
 * In the page: waits until its finite animations and transitions have ended (an element fading in
 * is half-transparent for a moment, and its contrast then means nothing), and says whether axe is
 * in this document yet.
 */
export async function axeReady(): Promise<boolean> {
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  return "axe" in window;
}

/**
 * In the page: axe over it with `options` (AXE_OPTIONS), its violations as AxeViolation. A closed
 * dialog is in the page's HTML but not on screen: each kind is checked open by the journey that
 * opens it, and leaving the closed ones out saves a sixth. The site has no frames of its own
 * (reCAPTCHA's are Google's, and answered by a stand-in in the tests).
 */
export async function runAxe(options: axe.RunOptions): Promise<AxeViolation[]> {
  const results = await (window as unknown as { axe: typeof axe }).axe.run(
    { exclude: [["dialog:not([open])"]] },
    options,
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? undefined,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}
