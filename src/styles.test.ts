// @vitest-environment node
import { readFileSync } from "node:fs";
import { SPLASH_DURATION_MS } from "~/content/constants";

// The splash is timed in CSS so it lifts without JavaScript; this keeps it equal to the constant.
const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8");

/** The duration and delay of each of a block's `.splash-screen` animations, by keyframes name. */
function splashAnimations(block: string): Record<string, { duration: number; delay: number }> {
  const rule = /\.splash-screen\s*{\s*animation:([^;]+);/.exec(block)?.[1];
  if (!rule) throw new Error("no .splash-screen animation found");
  return Object.fromEntries(
    [...rule.matchAll(/splash-([\w-]+)\s+(\d+)ms\s+[\w-]+\s+(\d+)ms/g)].map(([, name, duration, delay]) => [
      name,
      { duration: Number(duration), delay: Number(delay) },
    ]),
  );
}

describe("splash timing in styles.css", () => {
  it("ends the fade at the splash duration, and hides the splash then", () => {
    const { fade, gone } = splashAnimations(css);
    expect(fade!.duration + fade!.delay).toBe(SPLASH_DURATION_MS);
    expect(gone!.delay).toBe(SPLASH_DURATION_MS);
  });

  it("fades opacity alone, which the compositor can run", () => {
    const fade = /@keyframes splash-fade\s*{([^}]*})\s*}/.exec(css)?.[1] ?? "";
    expect(fade.match(/[\w-]+(?=\s*:)/g)).toEqual(["opacity"]);
  });

  it("keeps the same duration without the fade under reduced motion", () => {
    const reduced = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce)"));
    expect(splashAnimations(reduced).hide!.delay).toBe(SPLASH_DURATION_MS);
  });
});
