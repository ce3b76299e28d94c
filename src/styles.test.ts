// @vitest-environment node
import { readFileSync } from "node:fs";
import { SPLASH_DURATION_MS } from "~/content/constants";

// The splash is timed in CSS so it lifts without JavaScript; this keeps it equal to the constant.
const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8");

function splashAnimation(block: string): { duration: number; delay: number } {
  const match = /\.splash-screen\s*{\s*animation:\s*splash-(?:lift|hide)\s+(\d+)ms\s+[\w-]+\s+(\d+)ms/.exec(
    block,
  );
  if (!match) throw new Error("no .splash-screen animation found");
  return { duration: Number(match[1]), delay: Number(match[2]) };
}

describe("splash timing in styles.css", () => {
  it("ends the lift at the splash duration", () => {
    const { duration, delay } = splashAnimation(css);
    expect(duration + delay).toBe(SPLASH_DURATION_MS);
  });

  it("keeps the same duration without the fade under reduced motion", () => {
    const reduced = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce)"));
    const { delay } = splashAnimation(reduced);
    expect(delay).toBe(SPLASH_DURATION_MS);
  });
});
